import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import type { TemplateSummary } from '@aquarisk/contract/schemas/template-summary.schema';
import { callApi } from './api-client.ts';
import { sharedKeys } from './shared-query-keys.ts';

export type { TemplateSummary } from '@aquarisk/contract/schemas/template-summary.schema';

/** GET /admin/api/v1/template: every template, sorted by name, each with the farm type it fits. */
export function fetchTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  return callApi(templateEndpoints.list, { signal });
}

/** The Templates page and Launch Audit's template choice: one key, so an upload or save refreshes both. */
export function useTemplatesQuery() {
  return useQuery({
    queryKey: sharedKeys.templateList(),
    queryFn: ({ signal }) => fetchTemplates(signal),
    meta: { errorContext: { message: screenMessages.loadTemplates, object: 'templates', plural: true } },
  });
}
