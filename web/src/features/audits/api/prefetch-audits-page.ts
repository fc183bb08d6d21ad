import type { QueryClient } from '@tanstack/react-query';
import { readListParams } from '../audit-list-params.ts';
import { farmLocationsQuery } from './farm-locations.api.ts';
import { auditsListQuery } from './list-audits.api.ts';

/** The paths that show the audits list (app/signed-in-routes.tsx). */
const AUDITS_PATHS = new Set(['/', '/audits']);

/**
 * Asks for the audits list and the farms' locations as soon as signing in has chosen the company (issue 37 item 16),
 * when the user lands on the list: on a slow phone they then load while the signed-in app renders, not after it. The
 * page finds them in the cache (or on their way) under its own keys; a failure is the page's to show when it asks again.
 */
export function prefetchAuditsPage(client: QueryClient, companyExtId: string, landing: { pathname: string; search: string }) {
  if (!AUDITS_PATHS.has(landing.pathname)) return;
  void client.prefetchQuery(auditsListQuery(companyExtId, readListParams(new URLSearchParams(landing.search))));
  void client.prefetchQuery(farmLocationsQuery(companyExtId));
}
