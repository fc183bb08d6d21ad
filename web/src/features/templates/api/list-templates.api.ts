import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { templateKeys } from './template-keys.ts';

/** One card of the list: GET /admin/api/v1/template answers these, sorted by name. */
export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  creationDate: z.string(),
  updatedAt: z.string(),
  sectionCount: z.number(),
  questionCount: z.number(),
});
export type TemplateSummary = z.output<typeof templateSummarySchema>;

export async function fetchTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  return z.array(templateSummarySchema).parse(await apiRequest<unknown>('/template', { admin: true, signal }));
}

export function useTemplatesQuery() {
  return useQuery({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => fetchTemplates(signal),
    meta: { errorContext: { message: screenMessages.loadTemplates, object: 'templates', plural: true } },
  });
}
