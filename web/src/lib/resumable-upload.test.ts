import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@aquarisk/contract/endpoints/endpoint';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { jsonResponse } from '../test/render-with-providers.tsx';
import { ApiError, CanceledError } from './api-errors.ts';
import { resumableUpload, type ResumableUploadOptions } from './resumable-upload.ts';
import { session } from './session.ts';

const start = endpoint({
  method: 'POST',
  base: 'api',
  auth: 'signedIn',
  path: '/survey/:id/media/category/:category/uploads',
  bodyType: 'tus',
  summary: 'a resumable upload',
  tags: [],
  success: { status: 201 },
});
const result = z.object({ externalId: z.string(), size: z.number() });

/**
 * The network edge, faked: an in-memory tus server behind tus-js-client's HttpStack interface. `cutAfter` drops the
 * connection of the next PATCH once that many of its bytes are in (the server keeps them, as @tus/server does);
 * `hang` leaves the next PATCH unanswered after its first bytes (a page that is closed mid-upload).
 */
class FakeTus implements HttpStack {
  uploads = new Map<string, { length: number; bytes: number[] }>();
  log: string[] = [];
  tokens: string[] = [];
  cutAfter: number | null = null;
  hang = false;
  refuseAtEnd: { status: number; body: unknown } | null = null;
  acceptToken = (token: string | undefined) => token !== undefined;
  getName = () => 'fake tus';

  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    let progress: (sent: number) => void = () => undefined;
    const answer = (status: number, h: Record<string, string> = {}, body = ''): HttpResponse => ({
      getStatus: () => status,
      getHeader: (name) => h[name.toLowerCase()],
      getBody: () => body,
      getUnderlyingObject: () => null,
    });
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (h, v) => void (headers[h] = v),
      getHeader: (h) => headers[h],
      setProgressHandler: (h) => void (progress = h),
      abort: async () => undefined,
      getUnderlyingObject: () => null,
      send: async (body: Blob | null) => {
        const path = new URL(url, 'http://app').pathname;
        this.log.push(`${method} ${path.split('/').length > 9 ? 'upload' : 'collection'}`);
        this.tokens.push(headers['Authorization'] ?? '');
        if (!this.acceptToken(headers['Authorization']?.slice(7))) return answer(401, {}, '{"status":401}');
        if (method === 'POST') {
          const id = `${path}/${this.uploads.size + 1}`;
          this.uploads.set(id, { length: Number(headers['Upload-Length']), bytes: [] });
          return answer(201, { location: id });
        }
        const upload = this.uploads.get(path);
        if (!upload) return answer(404);
        if (method === 'HEAD') return answer(200, { 'upload-offset': String(upload.bytes.length), 'upload-length': String(upload.length) });
        if (method === 'DELETE') {
          this.uploads.delete(path);
          return answer(204);
        }
        if (Number(headers['Upload-Offset']) !== upload.bytes.length) return answer(409);
        const data = [...new Uint8Array(await body!.arrayBuffer())];
        if (this.hang) {
          this.hang = false;
          upload.bytes.push(...data.slice(0, 1000));
          return new Promise<HttpResponse>(() => undefined);
        }
        if (this.cutAfter !== null) {
          upload.bytes.push(...data.slice(0, this.cutAfter));
          this.cutAfter = null;
          progress(upload.bytes.length);
          throw new Error('connection reset');
        }
        upload.bytes.push(...data);
        progress(data.length);
        if (upload.bytes.length === upload.length && this.refuseAtEnd) {
          this.uploads.delete(path);
          return answer(this.refuseAtEnd.status, {}, JSON.stringify(this.refuseAtEnd.body));
        }
        const done = upload.bytes.length === upload.length;
        return done
          ? answer(200, { 'upload-offset': String(upload.bytes.length) }, JSON.stringify({ externalId: 'm-1', size: upload.length }))
          : answer(204, { 'upload-offset': String(upload.bytes.length) });
      },
    };
  }
}

const content = Uint8Array.from({ length: 50_000 }, (_, i) => (i * 7) % 251);
const fileOf = () => new File([content], 'dive one.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
const run = (tus: FakeTus, extra: Partial<ResumableUploadOptions<typeof start, typeof result>> = {}) =>
  resumableUpload(start, {
    params: { id: 's-1', category: 'drone' },
    file: fileOf(),
    name: 'dive-one.mp4',
    result,
    httpStack: tus,
    ...extra,
  });
const stored = (tus: FakeTus) => [...tus.uploads.values()][0]?.bytes;

let onLine = true;
beforeEach(() => {
  localStorage.clear();
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  session.set({ tokens: { accessToken: 'old', refreshToken: 'r1' }, user: null, company: null });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
});

describe('resumableUpload', () => {
  it('resumes a dropped connection from the offset the server has, not from zero', async () => {
    const tus = new FakeTus();
    tus.cutAfter = 20_000;
    const progress: number[] = [];
    const item = await run(tus, { onProgress: (p) => progress.push(p.loaded) });
    expect(item).toEqual({ externalId: 'm-1', size: content.length });
    expect(stored(tus)).toEqual([...content]);
    expect(tus.log).toEqual(['POST collection', 'PATCH upload', 'HEAD upload', 'PATCH upload']);
    expect(progress.at(-1)).toBe(content.length);
    // A finished upload's URL is forgotten: the same file again is a new upload.
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it('after a reload resumes the upload this file started (its URL kept in localStorage)', async () => {
    const tus = new FakeTus();
    tus.hang = true;
    void run(tus);
    await vi.waitFor(() => expect(stored(tus)).toHaveLength(1000));
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toHaveLength(1);
    tus.log = [];
    await expect(run(tus)).resolves.toEqual({ externalId: 'm-1', size: content.length });
    expect(tus.log).toEqual(['HEAD upload', 'PATCH upload']);
    expect(stored(tus)).toEqual([...content]);
  });

  it('offline, waits for the connection and says so, then starts when the online event fires', async () => {
    onLine = false;
    const tus = new FakeTus();
    const waiting: boolean[] = [];
    const uploaded = run(tus, { onWaiting: (w) => waiting.push(w) });
    await vi.waitFor(() => expect(waiting).toEqual([true]));
    expect(tus.log).toEqual([]);
    onLine = true;
    window.dispatchEvent(new Event('online'));
    await expect(uploaded).resolves.toMatchObject({ externalId: 'm-1' });
    expect(waiting).toEqual([true, false]);
  });

  it('a connection lost while offline waits, then resumes from the offset', async () => {
    const tus = new FakeTus();
    tus.cutAfter = 30_000;
    const waiting: boolean[] = [];
    const origCreate = tus.createRequest.bind(tus);
    tus.createRequest = (method, url) => {
      if (method === 'PATCH' && tus.cutAfter !== null) onLine = false;
      return origCreate(method, url);
    };
    const uploaded = run(tus, { onWaiting: (w) => waiting.push(w) });
    await vi.waitFor(() => expect(waiting).toEqual([true]));
    onLine = true;
    window.dispatchEvent(new Event('online'));
    await expect(uploaded).resolves.toMatchObject({ size: content.length });
    expect(tus.log).toEqual(['POST collection', 'PATCH upload', 'HEAD upload', 'PATCH upload']);
    expect(stored(tus)).toEqual([...content]);
  });

  it('abort deletes the upload on the server and forgets its URL', async () => {
    const tus = new FakeTus();
    tus.hang = true;
    const controller = new AbortController();
    const uploaded = run(tus, { signal: controller.signal });
    await vi.waitFor(() => expect(stored(tus)).toHaveLength(1000));
    controller.abort();
    await expect(uploaded).rejects.toBeInstanceOf(CanceledError);
    await vi.waitFor(() => expect(tus.log.at(-1)).toBe('DELETE upload'));
    expect(tus.uploads.size).toBe(0);
    await vi.waitFor(() => expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]));
  });

  it('a 401 goes through the API client’s token refresh and the same request is sent again', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/oauth/token')
        ? jsonResponse(200, { access_token: 'new', refresh_token: 'r2', token_type: 'bearer', expires_in: 900 })
        : jsonResponse(404, {}),
    );
    const tus = new FakeTus();
    tus.acceptToken = (t) => t === 'new';
    await expect(run(tus)).resolves.toMatchObject({ externalId: 'm-1' });
    expect(tus.tokens).toEqual(['Bearer old', 'Bearer new', 'Bearer new']);
    expect(tus.log).toEqual(['POST collection', 'POST collection', 'PATCH upload']);
  });

  it('a refusal at the end is an ApiError with the server’s message', async () => {
    const tus = new FakeTus();
    const body = { status: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only video files' };
    tus.refuseAtEnd = { status: 415, body };
    const failure = await run(tus).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 415, message: 'Only video files' });
  });
});
