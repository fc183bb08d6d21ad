import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import { vi } from 'vitest';
import { session } from '../lib/session.ts';
import { jsonResponse } from './render-with-providers.tsx';

export const companyA = { externalId: 'c-a', name: 'Atlantic Salmon AS' };
export const companyB = { externalId: 'c-b', name: 'Bergen Mussels' };

export function companyRow(ref: { externalId: string; name: string }) {
  return { ...ref, address1: null, address2: null, city: null, province: null, postCode: null, phone: null, email: null, webAddress: null };
}

export function userWith(authorities: string[], extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    authorities,
    email: 'ingrid.hansen@example.com',
    externalId: 'u-1',
    fullName: 'Ingrid Hansen',
    username: 'ingrid.hansen@example.com',
    phone: '+47 555 01 234',
    currentCompany: companyA,
    ...extra,
  };
}

export function signInAs(user: CurrentUser, company = user.currentCompany) {
  session.set({ tokens: { accessToken: 'at', refreshToken: 'rt' }, user, company });
}

/** A fixed answer, or one made per call (given the request's URL, for answers that depend on the query string). */
type Answer = Response | ((url: URL) => Response | Promise<Response>);

/** fetch answering by path (query string ignored); an unknown path fails the test loudly. */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/\?.*$/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const answer = routes[key] ?? routes[path];
    if (!answer) return jsonResponse(599, { message: `unexpected call ${key}` });
    return typeof answer === 'function' ? answer(new URL(String(input), 'http://localhost')) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the first `method` request stubApi saw (to `path` only, when given); undefined when none was sent. */
export function sentJson(fetchMock: ReturnType<typeof stubApi>, method: string, path?: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => (path === undefined || String(url) === path) && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** The calls SessionSync makes once signed in, and the empty audits list of the home page. */
export function sessionRoutes(user: CurrentUser, companies = [companyA, companyB]) {
  const home: Record<string, () => Response> = {
    'GET /api/v1/survey': () => jsonResponse(200, { companies: [], page: 1, size: 25, count: 0 }),
  };
  for (const c of companies) home[`GET /api/v1/company/${c.externalId}/farm/locations`] = () => jsonResponse(200, []);
  return {
    'GET /api/v1/user/me': () => jsonResponse(200, user),
    'GET /api/v1/company': () => jsonResponse(200, companies.map(companyRow)),
    ...home,
  };
}
