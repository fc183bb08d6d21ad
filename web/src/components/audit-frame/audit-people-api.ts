import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditUserEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { AuditPerson } from '@aquarisk/contract/schemas/user.schema';
import { callApi } from '../../lib/api-client.ts';
import { NetworkError } from '../../lib/api-errors.ts';
import { auditKeys } from './audit-frame-api.ts';

export type { AuditPerson } from '@aquarisk/contract/schemas/user.schema';

/**
 * POST /survey/{id}/user-ac: the audit's people (its assignees, its farm's users, people its answers name) whose name
 * contains the text, by name only; an empty text lists them all. Everyone who sees the audit may ask.
 */
export function fetchAuditPeople(surveyExtId: string, text: string, signal?: AbortSignal): Promise<AuditPerson[]> {
  return callApi(auditUserEndpoints.search, { params: { id: surveyExtId }, body: { name: text }, signal });
}

/**
 * What a USER answer may pick (the question flow). Offline (issue 27) the search runs over the whole list already
 * held — the one the audit's offline package brings — by name.
 */
export function useAuditPeopleQuery(surveyExtId: string, name: string) {
  const text = name.trim();
  const client = useQueryClient();
  return useQuery({
    queryKey: auditKeys.people(surveyExtId, text),
    queryFn: async ({ signal }) => {
      try {
        return await fetchAuditPeople(surveyExtId, text, signal);
      } catch (error) {
        const all = client.getQueryData<AuditPerson[]>(auditKeys.people(surveyExtId, ''));
        if (!(error instanceof NetworkError) || !all) throw error;
        return all.filter((p) => p.name.toLocaleLowerCase().includes(text.toLocaleLowerCase()));
      }
    },
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadUsers, object: 'users', plural: true } },
  });
}

const byId = (people: AuditPerson[]) => new Map(people.map((p) => [p.externalId, p.name]));

/**
 * Names behind USER answers (stored as a company user's externalId), for the results: the same list as the picker's
 * empty search, read as a map. Best effort: a name not found shows as 'A company user', never an error.
 */
export function useAuditUserNames(surveyExtId: string, wanted: readonly string[]) {
  return useQuery({
    queryKey: auditKeys.people(surveyExtId, ''),
    queryFn: ({ signal }) => fetchAuditPeople(surveyExtId, '', signal),
    select: byId,
    enabled: wanted.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
