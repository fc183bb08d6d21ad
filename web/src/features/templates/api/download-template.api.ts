import { useMutation } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';

/** The file name the server gives in Content-Disposition: the template name with other characters as '-'. */
export const templateFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '-')}.json`;

/**
 * GET /admin/api/v1/template/{id}/download through the API client (bearer token, refresh), then a Blob link, so
 * the browser saves '<name>.json'. The body is the server's JSON, printed as the server prints it.
 */
export async function downloadTemplate({ id, name }: { id: string; name: string }): Promise<void> {
  const body = await apiRequest<unknown>(`/template/${encodeURIComponent(id)}/download`, { admin: true });
  const blob = new Blob([typeof body === 'string' ? body : JSON.stringify(body, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = templateFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadTemplate() {
  return useMutation({
    mutationFn: downloadTemplate,
    meta: { errorContext: { message: screenMessages.loadTemplate, object: 'template', operation: 'loaded' } },
  });
}
