import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { templateSummarySchema, type TemplateSummary } from '@aquarisk/contract/schemas/template-summary.schema';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { sharedKeys } from './shared-query-keys.ts';

export type { TemplateSummary } from '@aquarisk/contract/schemas/template-summary.schema';

/** GET /admin/api/v1/template: every template, sorted by name, each with the farm type it fits. */
export function fetchTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  return apiRequest('/template', { admin: true, signal, schema: z.array(templateSummarySchema) });
}

/** The Templates page and Launch Audit's template choice: one key, so an upload or save refreshes both. */
export function useTemplatesQuery() {
  return useQuery({
    queryKey: sharedKeys.templateList(),
    queryFn: ({ signal }) => fetchTemplates(signal),
    meta: { errorContext: { message: screenMessages.loadTemplates, object: 'templates', plural: true } },
  });
}
