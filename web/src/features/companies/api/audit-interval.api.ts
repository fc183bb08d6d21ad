import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import type { CompanyAuditInterval } from '@aquarisk/contract/schemas/audit-age.schema';
import { notifySuccess } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api-client.ts';

export const auditIntervalKey = (companyExtId: string) => ['audit-interval', companyExtId] as const;

export const LOAD_AUDIT_INTERVAL_MESSAGE = "API error while loading the company's audit interval.";
export const SAVE_AUDIT_INTERVAL_MESSAGE = "API error while saving the company's audit interval.";

/** GET /company/{id}/audit-interval (issue 39 item 5): how old a latest scored audit may be before the farm is stale. */
export function useAuditIntervalQuery(companyExtId: string) {
  return useQuery({
    queryKey: auditIntervalKey(companyExtId),
    queryFn: ({ signal }) => callApi(companyEndpoints.auditInterval, { params: { id: companyExtId }, signal }),
    meta: { errorContext: { message: LOAD_AUDIT_INTERVAL_MESSAGE, object: 'audit interval' } },
  });
}

/** PUT /company/{id}/audit-interval (company admins): lists, the map and the portfolio age farms by the new interval. */
export function useSaveAuditInterval(companyExtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyAuditInterval) => callApi(companyEndpoints.setAuditInterval, { params: { id: companyExtId }, body }),
    onSuccess: (saved) => {
      client.setQueryData(auditIntervalKey(companyExtId), saved);
      notifySuccess('Audit interval saved!');
    },
    meta: { errorContext: { message: SAVE_AUDIT_INTERVAL_MESSAGE, object: 'audit interval', operation: 'saved' } },
  });
}
