import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { templateSummarySchema } from '@aquarisk/contract/schemas/template-summary.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

/** GET /admin/api/v1/template: the templates an audit can be launched from, each with the farm type it fits. */
export function useTemplatesQuery() {
  return useQuery({
    queryKey: auditsKeys.templates(),
    queryFn: async ({ signal }) => await apiRequest('/template', { admin: true, signal, schema: z.array(templateSummarySchema) }),
    meta: { errorContext: { message: screenMessages.loadTemplates, object: 'templates', plural: true } },
  });
}
