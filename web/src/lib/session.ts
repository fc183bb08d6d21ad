import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import { browserStorage } from './browser-storage.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}
export interface CompanyRef {
  externalId: string;
  name: string;
}
export interface SessionState {
  tokens: Tokens | null;
  user: CurrentUser | null;
  company: CompanyRef | null;
}

/** Where the session persists (also read by the prerendered landing page's first script, src/prerender.tsx). */
export const SESSION_STORAGE_KEY = 'aquarisk.session';
const KEY = SESSION_STORAGE_KEY;
const empty: SessionState = { tokens: null, user: null, company: null };
type Listener = (s: SessionState) => void;
const listeners = new Set<Listener>();

function read(): SessionState {
  try {
    const raw = browserStorage.get(KEY);
    return raw ? { ...empty, ...(JSON.parse(raw) as SessionState) } : empty;
  } catch {
    return empty;
  }
}

let state: SessionState = read();

/** Tokens, the current user and the current company persist in the browser (docs/requirements.md#core-3, §4). */
export const session = {
  get: (): SessionState => state,
  set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    browserStorage.set(KEY, JSON.stringify(state));
    for (const l of listeners) l(state);
  },
  clear() {
    state = empty;
    browserStorage.remove(KEY);
    for (const l of listeners) l(state);
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Another tab signing in or out updates this one too. */
  reloadFromStorage() {
    state = read();
    for (const l of listeners) l(state);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) session.reloadFromStorage();
  });
}
