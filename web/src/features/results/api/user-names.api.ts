import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditPersonSchema } from '@aquarisk/contract/schemas/user.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsKeys } from './results-keys.ts';

/**
 * Names behind USER answers (stored as a company user's externalId): POST /survey/{id}/user-ac lists the audit's
 * people by name, those its answers name included, to everyone who sees the audit. Best effort: a name not found
 * shows as 'A company user', never an error.
 */
export async function fetchUserNames(surveyExtId: string, signal?: AbortSignal) {
  const names = new Map<string, string>();
  try {
    const people = await apiRequest(`/survey/${encodeURIComponent(surveyExtId)}/user-ac`, { method: 'POST', body: { name: '' }, signal, schema: z.array(auditPersonSchema) });
    for (const p of people) names.set(p.externalId, p.name);
  } catch {
    // names stay unknown
  }
  return names;
}

export function useUserNamesQuery(surveyExtId: string, wanted: readonly string[]) {
  return useQuery({
    queryKey: [...resultsKeys.userNames(surveyExtId), [...wanted].sort()],
    queryFn: ({ signal }) => fetchUserNames(surveyExtId, signal),
    enabled: wanted.length > 0,
    staleTime: 5 * 60_000,
  });
}
