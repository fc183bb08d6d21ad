import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import { questionKeys } from './audits-keys.ts';
import { questionContextSchema } from '@aquarisk/contract/schemas/question-flow.schema';

/** GET /survey/{id}/current: the question at the user's cursor, or FINISH. */
export function useCurrentQuestionQuery(surveyExtId: string) {
  return useQuery({
    queryKey: questionKeys.current(surveyExtId),
    queryFn: ({ signal }) => apiRequest(`/survey/${surveyExtId}/current`, { signal, schema: questionContextSchema }),
    staleTime: 0,
    meta: { errorContext: { message: screenMessages.loadAuditQuestion, object: 'audit question' } },
  });
}
