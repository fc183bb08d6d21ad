/** Where signing in leads (docs/requirements.md#core-2). */
export interface SignInLanding {
  pathname: string;
  search: string;
  hash: string;
}

interface ShownAt extends SignInLanding {
  state: unknown;
}

/**
 * On /login: back to the page the user was sent from, or home. On any other path the sign-in page is shown in place of
 * the page asked for, which then opens there.
 */
export function signInLanding(location: ShownAt): SignInLanding {
  if (location.pathname !== '/login') return { pathname: location.pathname, search: location.search, hash: location.hash };
  const from = (location.state as { from?: SignInLanding } | null)?.from;
  return from && from.pathname !== '/login'
    ? { pathname: from.pathname, search: from.search, hash: from.hash }
    : { pathname: '/', search: '', hash: '' };
}
