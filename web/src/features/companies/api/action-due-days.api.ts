import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionDueDays } from '@aquarisk/contract/action-due';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { notifySuccess } from '../../../lib/alerts.ts';
import { actionDueDaysKey } from '../../../lib/action-due-days-api.ts';
import { callApi } from '../../../lib/api-client.ts';

export const SAVE_DUE_DAYS_MESSAGE = "API error while saving the company's due days.";

/** PUT /company/{id}/action-due-days (company admins): the raise dialog prefills from the new days at once. */
export function useSaveActionDueDays(companyExtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dueDays: ActionDueDays) => callApi(actionEndpoints.setDueDays, { params: { id: companyExtId }, body: { dueDays } }),
    onSuccess: (saved) => {
      client.setQueryData(actionDueDaysKey(companyExtId), saved);
      notifySuccess('Due days saved!');
    },
    meta: { errorContext: { message: SAVE_DUE_DAYS_MESSAGE, object: 'due days', operation: 'saved' } },
  });
}
