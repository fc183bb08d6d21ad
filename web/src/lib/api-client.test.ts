import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, type EndpointDeclaration } from '@aquarisk/contract/endpoints/endpoint';
import { callApi, setSessionExpiredHandler } from './api-client.ts';
import { ApiError, ResponseShapeError } from './api-errors.ts';
import { session } from './session.ts';

type Responder = (url: string, init: RequestInit) => Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const auth = (init: RequestInit) => (init.headers as Record<string, string>)['Authorization'];

let calls: { url: string; auth: string | undefined }[];
function stubFetch(responder: Responder) {
  calls = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, auth: auth(init) });
    return responder(url, init);
  });
}
const thing = z.object({ name: z.string(), count: z.number() });
/** A signed-in endpoint of the test, answering any JSON (or `schema`). */
const declared = <S extends z.ZodType>(method: EndpointDeclaration['method'], path: string, schema?: S, status: 200 | 204 = 200) =>
  endpoint({
    method,
    base: 'api',
    auth: 'signedIn',
    path,
    summary: 'a test endpoint',
    tags: [],
    success: { status, schema: schema ?? z.unknown() },
  });
const get = (path: string) => callApi(declared('GET', path));
const refreshCalls = () => calls.filter((c) => c.url.includes('/oauth/token'));

beforeEach(() => {
  session.set({ tokens: { accessToken: 'old', refreshToken: 'r1' }, user: null, company: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('callApi and the shared token refresh', () => {
  it('refreshes once for requests that fail with 401 at the same time, then retries each', async () => {
    stubFetch(async (url, init) => {
      if (url.includes('/oauth/token'))
        return json(200, { access_token: 'new', refresh_token: 'r2', token_type: 'bearer', expires_in: 900 });
      return auth(init) === 'Bearer new' ? json(200, { url }) : json(401, { message: 'expired' });
    });
    const echo = (path: string) =>
      endpoint({
        method: 'GET',
        base: 'api',
        auth: 'signedIn',
        path,
        summary: 'echo',
        tags: [],
        success: { status: 200, schema: z.object({ url: z.string() }) },
      });
    const results = await Promise.all(['/a', '/b', '/c'].map((p) => callApi(echo(p))));
    expect(results.map((r) => r.url)).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    expect(refreshCalls()).toHaveLength(1);
    expect(session.get().tokens).toEqual({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((r) => (releaseSlow = r));
    stubFetch(async (url, init) => {
      if (url.includes('/oauth/token'))
        return json(200, { access_token: 'new', refresh_token: 'r2', token_type: 'bearer', expires_in: 900 });
      if (auth(init) === 'Bearer new') return json(200, { ok: true });
      if (url.endsWith('/slow')) await slowGate;
      return json(401, { message: 'expired' });
    });
    const slow = get('/slow');
    await get('/fast');
    releaseSlow();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('clears the session and hands over to the expiry handler when the refresh fails', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    stubFetch(async (url) =>
      url.includes('/oauth/token') ? json(400, { error: 'invalid_grant', message: 'Invalid refresh token' }) : json(401, {}),
    );
    await expect(get('/a')).rejects.toThrow();
    expect(session.get().tokens).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('callApi parses the answer with the declared schema', () => {
  it('returns the parsed answer, without keys the contract does not name', async () => {
    stubFetch(async () => json(200, { name: 'Hardanger', count: 2, extra: true }));
    await expect(callApi(declared('GET', '/farm', thing))).resolves.toEqual({ name: 'Hardanger', count: 2 });
  });

  it('throws ResponseShapeError naming the request and the first mismatch when the answer drifted', async () => {
    stubFetch(async () => json(200, { name: 'Hardanger', count: '2' }));
    const failure = callApi(declared('PUT', '/farm', thing));
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toThrow(/PUT \/api\/v1\/farm .*count/);
  });

  it('encodes every path value and writes the query the declaration types', async () => {
    stubFetch(async () => json(200, {}));
    const e = endpoint({
      method: 'GET',
      base: 'admin',
      auth: 'signedIn',
      path: '/company/:id/user/:userId',
      summary: 'a test endpoint',
      tags: [],
      query: z.object({ q: z.string().optional(), n: z.number().optional() }),
      success: { status: 200, schema: z.unknown() },
    });
    await callApi(e, { params: { id: 'a/b', userId: '../x' }, query: { q: 'x y', n: undefined } });
    expect(calls[0]!.url).toBe('/admin/api/v1/company/a%2Fb/user/..%2Fx?q=x+y');
  });

  it('does not parse a 204 answer', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(callApi(declared('DELETE', '/farm', undefined, 204))).resolves.toBeUndefined();
  });
});

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const failure = await request.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(failure instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(failure)}`);
  return failure;
}

describe('callApi parses error bodies with the contract schema', () => {
  it('gives the failure the body and its code', async () => {
    const body = { status: 409, error: 'Conflict', code: 'ALREADY_EXISTS', message: 'Taken.', details: { name: 'Taken.' } };
    stubFetch(async () => json(409, body));
    const failure = await failureOf(callApi(declared('POST', '/template')));
    expect(failure.code).toBe('ALREADY_EXISTS');
    expect(failure.body).toEqual(body);
  });

  it('keeps no body that is not the contract error body (no code, an unknown code, a proxy page)', async () => {
    for (const answer of [
      json(400, { status: 400, error: 'Bad Request', message: 'no code' }),
      json(400, { status: 400, error: 'Bad Request', code: 'SOMETHING_NEW', message: 'unknown code' }),
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    ]) {
      stubFetch(async () => answer);
      const failure = await failureOf(get('/farm'));
      expect(failure.body).toBeNull();
      expect(failure.code).toBeNull();
    }
  });
});
