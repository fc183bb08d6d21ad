import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { fetchCurrentUser } from '../../../lib/session-api.ts';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

/** The signed-in user's own record, fresh from the server for the account page. */
export function useAccountQuery() {
  return useQuery({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 0,
    meta: { errorContext: { message: screenMessages.loadAccount } },
  });
}
