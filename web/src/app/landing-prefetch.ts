import { setLandingPrefetch } from '../lib/landing-prefetch.ts';

/**
 * What signing in asks for before the signed-in app renders (lib/landing-prefetch.ts): the audits list and the farms'
 * locations, when the user lands on the list. Its module is preloaded with the sign-in page (signed-out-routes.tsx).
 */
export const loadAuditsPrefetch = () => import('../features/audits/api/prefetch-audits-page.ts');

export function registerLandingPrefetch() {
  setLandingPrefetch(async (client, companyExtId, landing) => {
    const { prefetchAuditsPage } = await loadAuditsPrefetch();
    prefetchAuditsPage(client, companyExtId, landing);
  });
}
