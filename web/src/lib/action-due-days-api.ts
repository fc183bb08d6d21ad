import { useQuery } from '@tanstack/react-query';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { callApi } from './api-client.ts';

/** Read by the raise dialog (to prefill the due day) and written by the company's due-days form (issue 28 item 1). */
export const actionDueDaysKey = (companyExtId: string) => ['action-due-days', companyExtId] as const;

export const DUE_DAYS_LOAD_MESSAGE = "API error while loading the company's due days.";

/** GET /company/{id}/action-due-days: the company's default due days per risk level. */
export function useActionDueDaysQuery(companyExtId: string | undefined) {
  return useQuery({
    queryKey: actionDueDaysKey(companyExtId ?? ''),
    queryFn: ({ signal }) => callApi(actionEndpoints.dueDays, { params: { id: companyExtId! }, signal }),
    enabled: Boolean(companyExtId),
    meta: { errorContext: { message: DUE_DAYS_LOAD_MESSAGE, object: 'due days', plural: true } },
  });
}
