import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

export interface ChangePasswordValues {
  clid: string;
  password: string;
}

/** Sets a new password with the reset link's id (POST /password/change, client auth). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePasswordValues) => callApi(authEndpoints.passwordChange, { body: values }),
  });
}

/**
 * A new password ends every session of its account on the server, so a session this browser holds is dropped without
 * a word (issue 37 items 11 and 12): kept, its next call would fail the token refresh and say "API error while token
 * refresh." beside "Password reset!". The person who just set the password signs in with it; the current company stays
 * stored for that sign-in, as after Sign Out.
 */
export function dropSessionAfterPasswordChange() {
  if (!session.get().tokens && !session.get().user) return;
  session.set({ tokens: null, user: null });
  queryClient.removeQueries();
}
