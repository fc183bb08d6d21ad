import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { surveyYearsSchema } from '@aquarisk/contract/schemas/survey.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { actionsKeys } from './actions-keys.ts';

/** GET /survey/created/year: the years of the current company's audits this user can see, newest first. */
export function useAuditYearsQuery() {
  const companyExtId = useSession().company?.externalId;
  return useQuery({
    queryKey: [...actionsKeys.years(), companyExtId ?? 'all'],
    queryFn: async ({ signal }) =>
      [
        ...(await apiRequest('/survey/created/year', { signal, query: { filterCompanyExtId: companyExtId }, schema: surveyYearsSchema }))
          .surveyYears,
      ].sort((a, b) => b - a),
    staleTime: 5 * 60_000,
    meta: { errorContext: { message: screenMessages.loadAuditYears, object: 'audit years', plural: true } },
  });
}
