import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import type { ActionDueInput } from '@aquarisk/contract/schemas/action.schema';
import { notifySuccess } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';

export const SET_DUE_MESSAGE = 'API error while changing the owner and due date.';

/** PUT /action/{id}/due: an open action's owner and due date; every action list refreshes (issue 28 item 1). */
export function useSetActionDue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ actionExtId, input }: { actionExtId: string; input: ActionDueInput }) =>
      callApi(actionEndpoints.setDue, { params: { id: actionExtId }, body: input }),
    onSuccess: async () => {
      notifySuccess('Owner and due date saved!');
      await client.invalidateQueries({ queryKey: sharedKeys.actions() });
    },
    meta: { errorContext: { message: SET_DUE_MESSAGE, object: 'action', operation: 'changed' } },
  });
}
