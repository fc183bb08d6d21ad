import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { templateSummarySchema, type TemplateSummary } from '@aquarisk/contract/schemas/template-summary.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { templateKeys } from './template-keys.ts';

export type { TemplateSummary } from '@aquarisk/contract/schemas/template-summary.schema';

export async function fetchTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  return apiRequest('/template', { admin: true, signal, schema: z.array(templateSummarySchema) });
}

export function useTemplatesQuery() {
  return useQuery({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => fetchTemplates(signal),
    meta: { errorContext: { message: screenMessages.loadTemplates, object: 'templates', plural: true } },
  });
}
