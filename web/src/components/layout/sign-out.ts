import { queryClient } from '../../lib/query-client.ts';
import { session } from '../../lib/session.ts';

/** Sign Out (docs/requirements.md#core-2): clear the tokens and the stored user, then reload the page. The company stays stored. */
export function signOut() {
  session.set({ tokens: null, user: null });
  queryClient.clear();
  window.location.reload();
}
