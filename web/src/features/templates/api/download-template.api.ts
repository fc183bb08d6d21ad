import { useMutation } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The file name the server gives in Content-Disposition: the template name with other characters as '-'. */
export const templateFileName = (name: string) => `${name.replace(/[^\w.-]+/g, '-')}.json`;

/**
 * GET /admin/api/v1/template/{id}/download through the API client (bearer token, refresh), then a Blob link, so
 * the browser saves '<name>.json'. The body is the server's JSON, printed as the server prints it.
 */
export async function downloadTemplate({ id, name }: { id: string; name: string }): Promise<void> {
  const body = await apiRequest<unknown>(`/template/${encodeURIComponent(id)}/download`, { admin: true });
  saveFile(
    new Blob([typeof body === 'string' ? body : JSON.stringify(body, null, 2)], { type: 'application/json' }),
    templateFileName(name),
  );
}

export function useDownloadTemplate() {
  return useMutation({
    mutationFn: downloadTemplate,
    meta: { errorContext: { message: screenMessages.loadTemplate, object: 'template', operation: 'loaded' } },
  });
}
