import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import { questionKeys } from './audits-keys.ts';
import { surveySectionsSchema } from '@aquarisk/contract/schemas/question-flow.schema';

/** GET /survey/{id}/sections: sections → steps → questions with included and answered flags, for the dropdowns. */
export function useSurveySectionsQuery(surveyExtId: string) {
  return useQuery({
    queryKey: questionKeys.sections(surveyExtId),
    queryFn: ({ signal }) => apiRequest(`/survey/${surveyExtId}/sections`, { signal, schema: surveySectionsSchema }),
    staleTime: 0,
    meta: { errorContext: { message: screenMessages.loadQuestionList, object: 'list of questions' } },
  });
}
