import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { actionsKeys } from './actions-keys.ts';

const yearsSchema = z.object({ surveyYears: z.array(z.number()) });

/** GET /survey/created/year: the years of the current company's audits this user can see, newest first. */
export function useAuditYearsQuery() {
  const companyExtId = useSession().company?.externalId;
  return useQuery({
    queryKey: [...actionsKeys.years(), companyExtId ?? 'all'],
    queryFn: async ({ signal }) =>
      [...yearsSchema.parse(await apiRequest<unknown>('/survey/created/year', { signal, query: { filterCompanyExtId: companyExtId } })).surveyYears].sort((a, b) => b - a),
    staleTime: 5 * 60_000,
    meta: { errorContext: { message: screenMessages.loadAuditYears, object: 'audit years', plural: true } },
  });
}
