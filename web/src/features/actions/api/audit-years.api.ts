import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { actionsKeys } from './actions-keys.ts';

const yearsSchema = z.object({ surveyYears: z.array(z.number()) });

/** GET /survey/created/year: the years of the audits this user can see, newest first. */
export function useAuditYearsQuery() {
  return useQuery({
    queryKey: actionsKeys.years(),
    queryFn: async ({ signal }) => [...yearsSchema.parse(await apiRequest<unknown>('/survey/created/year', { signal })).surveyYears].sort((a, b) => b - a),
    staleTime: 5 * 60_000,
    meta: { errorContext: { message: screenMessages.loadAuditYears, object: 'audit years', plural: true } },
  });
}
