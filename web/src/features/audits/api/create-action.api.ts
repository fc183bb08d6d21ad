import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import type { Action, NewActionInput } from '@aquarisk/contract/schemas/action.schema';
import { callApi } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/alerts.ts';
import { questionKeys } from './audits-keys.ts';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** POST /survey/{id}/action: a new action on the question on screen (201). */
export function createAction(surveyExtId: string, input: NewActionInput): Promise<Action> {
  return callApi(actionEndpoints.create, { params: { id: surveyExtId }, body: input });
}

export function useCreateAction(surveyExtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewActionInput) => createAction(surveyExtId, input),
    onSuccess: async () => {
      notifySuccess(successMessages.actionSaved);
      // the question's actions and its count, and the Actions page with every audit's action count
      await Promise.all([
        client.invalidateQueries({ queryKey: questionKeys.current(surveyExtId) }),
        client.invalidateQueries({ queryKey: sharedKeys.actions() }),
      ]);
    },
    meta: { errorContext: { message: screenMessages.saveAction, object: 'action', operation: 'saved' } },
  });
}
