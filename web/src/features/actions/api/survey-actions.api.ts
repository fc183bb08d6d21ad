import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import type { SurveyAction } from '@aquarisk/contract/schemas/action.schema';
import { callApi } from '../../../lib/api-client.ts';
import { actionsKeys } from './actions-keys.ts';

export type ActionItem = SurveyAction;

/** GET /action/survey/{id}?closed&detail: the audit's open actions, or its resolved ones (Show History). */
export async function fetchSurveyActions(surveyExtId: string, closed: boolean, signal?: AbortSignal): Promise<ActionItem[]> {
  const body = await callApi(actionEndpoints.ofAudit, { params: { id: surveyExtId }, query: { closed, detail: true }, signal });
  return body.actionItems.items;
}

export function useSurveyActionsQuery(surveyExtId: string, closed: boolean) {
  return useQuery({
    queryKey: actionsKeys.survey(surveyExtId, closed),
    queryFn: ({ signal }) => fetchSurveyActions(surveyExtId, closed, signal),
    meta: { errorContext: { message: screenMessages.loadActions, object: 'actions', plural: true } },
  });
}
