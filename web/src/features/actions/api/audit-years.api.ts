import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { actionsKeys } from './actions-keys.ts';

/** GET /survey/created/year: the years of the current company's audits this user can see, newest first. */
export function useAuditYearsQuery() {
  const companyExtId = useSession().company?.externalId;
  return useQuery({
    queryKey: [...actionsKeys.years(), companyExtId ?? 'all'],
    queryFn: async ({ signal }) =>
      [...(await callApi(auditEndpoints.years, { signal, query: { filterCompanyExtId: companyExtId } })).surveyYears].sort((a, b) => b - a),
    staleTime: 5 * 60_000,
    meta: { errorContext: { message: screenMessages.loadAuditYears, object: 'audit years', plural: true } },
  });
}
