import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.ts';

/**
 * tus 1.0.0 requests over real HTTP (issue 27 item 5): create, read the offset, send bytes, cancel. Not app.inject:
 * @tus/server ends its answer with `res.end(callback)`, which light-my-request's response never calls back for a
 * PATCH, so an injected PATCH that does not finish the upload never resolves.
 */
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

async function auth(t: TestApp, as: string | null): Promise<Record<string, string>> {
  return as ? { authorization: `Bearer ${await t.token(as)}` } : {};
}

export const uploadsUrl = (survey: string, category: string) => `/api/v1/survey/${survey}/media/category/${category}/uploads`;

export interface TusAnswer {
  statusCode: number;
  headers: Headers;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

async function send(t: TestApp, url: string, init: RequestInit): Promise<TusAnswer> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  return { statusCode: res.status, headers: res.headers, body, json: <T>() => JSON.parse(body) as T };
}

export async function tusCreate(t: TestApp, as: string | null, survey: string, category: string, length: number, name = 'clip.mp4') {
  return send(t, uploadsUrl(survey, category), {
    method: 'POST',
    headers: {
      ...TUS,
      ...(await auth(t, as)),
      'upload-length': String(length),
      'upload-metadata': `name ${b64(name)},filename ${b64(name)}`,
    },
  });
}

/** The upload's URL (its Location) after a 201. */
export function locationOf(res: TusAnswer): string {
  if (res.statusCode !== 201) throw new Error(`tus creation answered ${res.statusCode}: ${res.body}`);
  return res.headers.get('location') ?? '';
}

export async function tusHead(t: TestApp, as: string | null, url: string) {
  return send(t, url, { method: 'HEAD', headers: { ...TUS, ...(await auth(t, as)) } });
}

export async function tusPatch(t: TestApp, as: string | null, url: string, offset: number, bytes: Buffer) {
  return send(t, url, {
    method: 'PATCH',
    body: new Uint8Array(bytes),
    headers: { ...TUS, ...(await auth(t, as)), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
}

export async function tusDelete(t: TestApp, as: string | null, url: string) {
  return send(t, url, { method: 'DELETE', headers: { ...TUS, ...(await auth(t, as)) } });
}

export async function until(check: () => Promise<boolean>, ms = 15_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  throw new Error('condition not met in time');
}
