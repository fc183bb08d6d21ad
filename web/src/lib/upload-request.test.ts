import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@aquarisk/contract/endpoints/endpoint';
import { jsonResponse } from '../test/render-with-providers.tsx';
import { ScriptedXhr } from '../test/scripted-xhr.ts';
import { callApi, setSessionExpiredHandler } from './api-client.ts';
import { ApiError, SessionExpiredError } from './api-errors.ts';
import { session } from './session.ts';
import { uploadRequest } from './upload-request.ts';

const mediaUpload = endpoint({
  method: 'POST',
  base: 'api',
  auth: 'signedIn',
  path: '/survey/:id/media/category/:category',
  bodyType: 'multipart',
  summary: 'an upload',
  tags: [],
  success: { status: 201, schema: z.object({ id: z.string() }) },
});
const surveyGet = endpoint({
  method: 'GET',
  base: 'api',
  auth: 'signedIn',
  path: '/survey/:id',
  summary: 'an audit',
  tags: [],
  success: { status: 200, schema: z.object({ id: z.string() }) },
});
const newTokens = { access_token: 'new', refresh_token: 'r2', token_type: 'bearer', expires_in: 900 };

let refreshes: number;
/** fetch serves the token refresh (answered by `refresh`) and any other call (401 unless it carries the new token). */
function stubFetch(refresh: () => Response | Promise<Response>) {
  refreshes = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.includes('/oauth/token')) {
      refreshes += 1;
      return refresh();
    }
    const bearer = (init.headers as Record<string, string>)['Authorization'];
    return bearer === 'Bearer new' ? jsonResponse(200, { id: 'from-fetch' }) : jsonResponse(401, {});
  });
}

/** Waits until the upload has sent its `n`th request (the retry is sent only after the refresh has answered). */
async function sentUploads(n: number): Promise<ScriptedXhr> {
  await vi.waitFor(() => expect(ScriptedXhr.all).toHaveLength(n));
  return ScriptedXhr.all[n - 1]!;
}

function upload() {
  const form = new FormData();
  form.append('file', new File(['x'], 'a.mp4'));
  return uploadRequest(mediaUpload, { params: { id: 's-1', category: 'drone' }, form });
}

beforeEach(() => {
  ScriptedXhr.install();
  session.set({ tokens: { accessToken: 'old', refreshToken: 'r1' }, user: null, company: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('uploadRequest goes through the API client’s token refresh', () => {
  it('a 401 triggers the shared refresh and the upload is sent once more with the new token', async () => {
    stubFetch(() => jsonResponse(200, newTokens));
    const result = upload();
    (await sentUploads(1)).respond(401, {});
    const retry = await sentUploads(2);
    expect(retry.headers['Authorization']).toBe('Bearer new');
    expect(retry.body?.get('file')).toBeInstanceOf(File);
    retry.respond(201, { id: 'm-2' });
    await expect(result).resolves.toEqual({ id: 'm-2' });
    expect(refreshes).toBe(1);
    expect(ScriptedXhr.all).toHaveLength(2);
    expect(session.get().tokens).toEqual({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('an upload and an API call that fail with 401 together share ONE refresh', async () => {
    let answerRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((r) => (answerRefresh = r));
    stubFetch(async () => {
      await refreshGate;
      return jsonResponse(200, newTokens);
    });
    const uploaded = upload();
    (await sentUploads(1)).respond(401, {});
    const fetched = callApi(surveyGet, { params: { id: 's-1' } });
    await vi.waitFor(() => expect(refreshes).toBe(1));
    answerRefresh();
    (await sentUploads(2)).respond(201, { id: 'm-2' });
    await expect(uploaded).resolves.toEqual({ id: 'm-2' });
    await expect(fetched).resolves.toEqual({ id: 'from-fetch' });
    expect(refreshes).toBe(1);
  });

  it('a failed refresh ends the session like any other call: SessionExpiredError, not the refresh’s error', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    stubFetch(() => jsonResponse(400, { status: 400, error: 'Bad Request', code: 'SESSION_EXPIRED', message: 'Invalid refresh token' }));
    const result = upload();
    (await sentUploads(1)).respond(401, {});
    const failure = await result.then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(SessionExpiredError);
    expect((failure as SessionExpiredError).refreshFailure).toBeInstanceOf(ApiError);
    expect(session.get().tokens).toBeNull();
    expect(session.get().user).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(ScriptedXhr.all).toHaveLength(1);
  });
});
