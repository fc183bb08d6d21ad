import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './all-endpoints.ts';
import { errorStatuses, responsesOf } from './endpoint-responses.ts';
import { endpoint, pathOf, queryString, urlOf, urlPattern } from './endpoint.ts';

const key = (e: { method: string; base: string; path: string }) => `${e.method} ${e.base} ${e.path}`;
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]);

describe('endpoint declarations', () => {
  it('declare each method and path once', () => {
    const keys = allEndpoints.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(allEndpoints.map((e) => [key(e), e] as const))('%s: path parameters are the params schema, and it says what it does', (_k, e) => {
    const names = paramNames(e.path).sort();
    const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
    expect(declared).toEqual(names);
    expect(e.summary.trim().length).toBeGreaterThan(3);
    expect(e.path.startsWith('/')).toBe(true);
    if (e.method === 'GET' || e.method === 'DELETE') expect(e.body).toBeUndefined();
    if (e.success.status === 204) expect(e.success.schema).toBeUndefined();
  });
});

describe('paths of a call', () => {
  const e = endpoint({
    method: 'GET',
    base: 'api',
    auth: 'signedIn',
    path: '/company/:id/user/:userId/farms',
    summary: 'test',
    tags: [],
    success: { status: 200 },
  });

  it('encodes every value, so an id never reaches another endpoint', () => {
    expect(pathOf(e, { id: 'a/b', userId: '?x=1#' })).toBe('/company/a%2Fb/user/%3Fx%3D1%23/farms');
    expect(urlOf(e, { id: 'c', userId: 'u' })).toBe('/api/v1/company/c/user/u/farms');
  });

  it('refuses a missing or empty value instead of calling another path', () => {
    expect(() => pathOf(e, { id: '', userId: 'u' })).toThrow(':id');
    expect(() => pathOf(e, { id: 'c' } as never)).toThrow(':userId');
  });

  it('reads a parameter up to a dot (`:id.csv`)', () => {
    const csv = endpoint({
      method: 'GET',
      base: 'admin',
      auth: 'signedIn',
      path: '/template/:id.csv',
      summary: 'csv',
      tags: [],
      success: { status: 200 },
    });
    expect(urlOf(csv, { id: 'x y' })).toBe('/admin/api/v1/template/x%20y.csv');
  });

  it('matches any call of the endpoint, and no other path', () => {
    const p = urlPattern(e);
    expect(p.test('http://h:1/api/v1/company/c-1/user/u%2F2/farms?x=1')).toBe(true);
    expect(p.test('/api/v1/company/c-1/user/u/farms')).toBe(true);
    expect(p.test('/api/v1/company/c-1/user/u/farms/more')).toBe(false);
    expect(p.test('/api/v1/company/c-1/user/farms')).toBe(false);
  });

  it('writes a query without unset values, repeating arrays', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: '', e: true, f: ['x', 'y'] })).toBe('?a=1&e=true&f=x&f=y');
    expect(queryString(undefined)).toBe('');
  });
});

describe('error answers', () => {
  const base = { base: 'api', path: '/x', summary: 'x', tags: [], success: { status: 200 } } as const;
  it('follow what the endpoint is', () => {
    expect(errorStatuses(endpoint({ ...base, method: 'GET', auth: 'public' }))).toEqual([400]);
    expect(errorStatuses(endpoint({ ...base, method: 'POST', auth: 'public', rateLimited: true }))).toEqual([400, 413, 415, 429]);
    expect(errorStatuses(endpoint({ ...base, method: 'GET', auth: 'signedIn' }))).toEqual([400, 401, 403, 404]);
    expect(errorStatuses(endpoint({ ...base, method: 'DELETE', auth: 'signedIn', moreErrors: [503] }))).toEqual([
      400, 401, 403, 404, 409, 413, 415, 503,
    ]);
  });
  it('use the contract error body unless one is declared for the status', () => {
    const own = z.object({ error: z.string() });
    const r = responsesOf(endpoint({ ...base, method: 'POST', auth: 'client', errorBodies: { 400: own } }));
    expect(r[400]).toBe(own);
    expect(Object.keys(r)).toEqual(['400', '413', '415']);
  });
});
