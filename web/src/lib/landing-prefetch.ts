import type { QueryClient } from '@tanstack/react-query';
import type { SignInLanding } from './sign-in-target.ts';

/** Asks for the data of the page a user lands on as signing in ends; the app registers it (app/landing-prefetch.ts). */
export type LandingPrefetch = (client: QueryClient, companyExtId: string, landing: SignInLanding) => Promise<void>;

let registered: LandingPrefetch | null = null;

export function setLandingPrefetch(prefetch: LandingPrefetch | null) {
  registered = prefetch;
}

/**
 * Called by signing in once the company is chosen, before the signed-in app renders (issue 37 item 16): on a slow
 * phone the page's data then loads while the app renders, not after it. Never fails the sign-in: the page asks again.
 */
export function prefetchLanding(client: QueryClient, companyExtId: string, landing: SignInLanding) {
  registered?.(client, companyExtId, landing).catch(() => undefined);
}
