import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import type { SurveyAction, SurveyActions } from '@aquarisk/contract/schemas/action.schema';
import { callApi } from '../../../lib/api-client.ts';
import { actionsKeys } from './actions-keys.ts';

export type ActionItem = SurveyAction;

/** GET /action/survey/{id}?closed&detail: the audit's open actions, or its resolved ones (Show History), with its farm. */
export function fetchSurveyActions(surveyExtId: string, closed: boolean, signal?: AbortSignal): Promise<SurveyActions> {
  return callApi(actionEndpoints.ofAudit, { params: { id: surveyExtId }, query: { closed, detail: true }, signal });
}

const surveyActionsQuery = (surveyExtId: string, closed: boolean) => ({
  queryKey: actionsKeys.survey(surveyExtId, closed),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSurveyActions(surveyExtId, closed, signal),
  meta: { errorContext: { message: screenMessages.loadActions, object: 'actions', plural: true } },
});

export function useSurveyActionsQuery(surveyExtId: string, closed: boolean) {
  return useQuery({ ...surveyActionsQuery(surveyExtId, closed), select: (body: SurveyActions): ActionItem[] => body.actionItems.items });
}

/** The farm and audit the actions belong to (the same request and cache entry as the open actions). */
export function useSurveyOfActionsQuery(surveyExtId: string) {
  return useQuery({
    ...surveyActionsQuery(surveyExtId, false),
    select: (body: SurveyActions) => ({ farmName: body.farm.name, surveyName: body.survey.name }),
  });
}
