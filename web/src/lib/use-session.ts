import { useSyncExternalStore } from 'react';
import { session, type SessionState } from './session.ts';

/** The persisted session, re-rendering on every change (also from another tab). */
export function useSession(): SessionState {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the store's methods never use this
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Signed in means tokens and the loaded user record; tokens alone are a sign-in still in progress. */
export function isSignedIn(state: SessionState): boolean {
  return Boolean(state.tokens && state.user);
}

export function useAuthorities(): readonly string[] {
  return useSession().user?.authorities ?? [];
}
