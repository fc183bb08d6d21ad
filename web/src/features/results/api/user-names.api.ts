import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsKeys } from './results-keys.ts';

interface NamedUser {
  externalId: string;
  fullName?: string | null;
  email: string;
}

function addAll(names: Map<string, string>, users: readonly NamedUser[]) {
  for (const u of users) if (!names.has(u.externalId)) names.set(u.externalId, u.fullName || u.email);
}

/**
 * Names behind USER answers (stored as a company user's externalId): the audit's users first, then the company's
 * members as the autocomplete lists them. Best effort: a name not found shows as 'A company user', never an error.
 */
export async function fetchUserNames(surveyExtId: string, companyExtId: string | undefined, wanted: readonly string[], signal?: AbortSignal) {
  const names = new Map<string, string>();
  const missing = () => wanted.some((id) => !names.has(id));
  try {
    const audit = await apiRequest<{ users: NamedUser[] }>(`/survey/${encodeURIComponent(surveyExtId)}/user`, { signal });
    addAll(names, audit.users);
  } catch {
    // fall through to the company's members
  }
  if (companyExtId && missing()) {
    try {
      addAll(names, await apiRequest<NamedUser[]>(`/company/${encodeURIComponent(companyExtId)}/user-ac`, { method: 'POST', body: { name: '' }, signal }));
    } catch {
      // names stay unknown
    }
  }
  return names;
}

export function useUserNamesQuery(surveyExtId: string, companyExtId: string | undefined, wanted: readonly string[]) {
  return useQuery({
    queryKey: [...resultsKeys.userNames(surveyExtId), companyExtId ?? '', [...wanted].sort()],
    queryFn: ({ signal }) => fetchUserNames(surveyExtId, companyExtId, wanted, signal),
    enabled: wanted.length > 0,
    staleTime: 5 * 60_000,
  });
}
