import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import type { TemplateResponse } from '@aquarisk/contract/template/template-response.schema';
import { callApi } from '../../../lib/api-client.ts';
import { templateKeys } from './template-keys.ts';

/** GET /admin/api/v1/template/{id} (and what a create or save answers): the template with its dates. */
export type StoredTemplate = TemplateResponse;

export async function fetchTemplate(id: string, signal?: AbortSignal): Promise<StoredTemplate> {
  return callApi(templateEndpoints.get, { params: { id }, signal });
}

export function useTemplateQuery(id: string) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) => fetchTemplate(id, signal),
    // The editor keeps its own copy once loaded; a background refetch must not look like a lost edit.
    staleTime: Infinity,
    meta: { errorContext: { message: screenMessages.loadTemplate, object: 'template' } },
  });
}
