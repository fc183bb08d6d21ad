import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { activityLogEndpoints } from '@aquarisk/contract/endpoints/activity-log.endpoints';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { callApi } from '../../../lib/api-client.ts';
import { activityKeys } from './activity-keys.ts';

/** GET /admin/api/v1/audit/log/users?name: people whose e-mail or name contains the text. */
export async function fetchLogUsers(name: string, signal?: AbortSignal) {
  return callApi(activityLogEndpoints.users, { query: { name }, signal });
}

export function useLogUsersQuery(name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: activityKeys.users(text),
    queryFn: ({ signal }) => fetchLogUsers(text, signal),
    enabled: text.length >= TYPEAHEAD_MIN_CHARS,
    staleTime: 60_000,
    meta: { errorContext: { message: screenMessages.loadUsersList, object: 'users list' } },
  });
}
