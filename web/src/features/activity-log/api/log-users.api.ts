import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { logUsersSchema } from '@aquarisk/contract/schemas/activity.schema';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityKeys } from './activity-keys.ts';

/** GET /admin/api/v1/audit/log/users?name: people whose e-mail or name contains the text. */
export async function fetchLogUsers(name: string, signal?: AbortSignal) {
  return apiRequest('/audit/log/users', { admin: true, query: { name }, signal, schema: logUsersSchema });
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
