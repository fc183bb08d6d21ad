import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { surveyActionsSchema, type SurveyAction } from '@aquarisk/contract/schemas/action.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { actionsKeys } from './actions-keys.ts';

export type ActionItem = SurveyAction;

/** GET /action/survey/{id}?closed&detail: the audit's open actions, or its resolved ones (Show History). */
export async function fetchSurveyActions(surveyExtId: string, closed: boolean, signal?: AbortSignal): Promise<ActionItem[]> {
  const body = await apiRequest(`/action/survey/${encodeURIComponent(surveyExtId)}`, {
    query: { closed, detail: true },
    signal,
    schema: surveyActionsSchema,
  });
  return body.actionItems.items;
}

export function useSurveyActionsQuery(surveyExtId: string, closed: boolean) {
  return useQuery({
    queryKey: actionsKeys.survey(surveyExtId, closed),
    queryFn: ({ signal }) => fetchSurveyActions(surveyExtId, closed, signal),
    meta: { errorContext: { message: screenMessages.loadActions, object: 'actions', plural: true } },
  });
}
