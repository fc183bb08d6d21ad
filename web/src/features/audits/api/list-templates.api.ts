import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

export interface TemplateSummary {
  id: string;
  name: string;
}

/** GET /admin/api/v1/template: the templates an audit can be launched from. */
export function useTemplatesQuery() {
  return useQuery({
    queryKey: auditsKeys.templates(),
    queryFn: ({ signal }) => apiRequest<TemplateSummary[]>('/template', { admin: true, signal }),
    meta: { errorContext: { message: screenMessages.loadTemplates, object: 'templates', plural: true } },
  });
}
