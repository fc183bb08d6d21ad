import { DefaultHttpStack, DetailedError, Upload, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';
import type { z } from 'zod';
import { urlOf, type EndpointDeclaration, type PathValues } from '@aquarisk/contract/endpoints/endpoint';
import { sendWithTokenRefresh } from './api-client.ts';
import { ApiError, CanceledError, NetworkError, ResponseShapeError, SessionExpiredError } from './api-errors.ts';
import { parseErrorBody } from './error-body.ts';
import type { UploadProgress } from './upload-request.ts';

/**
 * Aborting with this reason stops the upload without deleting it on the server (the session ended: the same user may
 * resume it after signing in again); any other abort is a cancel, which deletes it.
 */
export const LEAVE_ON_SERVER = 'leave-on-server';

/** Waits between tries after a dropped connection while the browser says it is online. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

export interface ResumableUploadOptions<E extends EndpointDeclaration, S extends z.ZodType> {
  params: PathValues<E>;
  file: File;
  /** the name the server records (tus metadata `name`) */
  name: string;
  /** the body the last PATCH answers when the upload is complete */
  result: S;
  signal?: AbortSignal;
  onProgress?: (p: UploadProgress) => void;
  /** true while the upload waits for the connection to come back, false when it goes on */
  onWaiting?: (waiting: boolean) => void;
  /** the HTTP stack under the token refresh (tus-js-client's XHR stack by default; tests fake the network here) */
  httpStack?: HttpStack;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function waitUntilOnline(signal: AbortSignal | undefined, onWaiting?: (waiting: boolean) => void): Promise<void> {
  if (online()) return Promise.resolve();
  onWaiting?.(true);
  return new Promise((resolve, reject) => {
    const finish = (then: () => void) => () => {
      window.removeEventListener('online', back);
      signal?.removeEventListener('abort', aborted);
      onWaiting?.(false);
      then();
    };
    const back = finish(resolve);
    const aborted = finish(() => reject(new CanceledError()));
    window.addEventListener('online', back);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Every tus request goes through the API client's sendWithTokenRefresh, as every other call does: a 401 (a token that
 * expired during a long upload) is refreshed once, shared with other calls, and the same request is sent again with
 * the new token; a failed refresh ends the session (SessionExpiredError).
 */
export function withTokenRefresh(stack: HttpStack): HttpStack {
  return {
    getName: () => `${stack.getName()} with token refresh`,
    createRequest(method, url): HttpRequest {
      const headers: Record<string, string> = {};
      let progress: ((sent: number) => void) | undefined;
      let current = stack.createRequest(method, url);
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (h, v) => void (headers[h] = v),
        getHeader: (h) => headers[h],
        setProgressHandler: (handler) => void (progress = handler),
        async send(body: unknown): Promise<HttpResponse> {
          const { res } = await sendWithTokenRefresh(async (token) => {
            current = stack.createRequest(method, url);
            for (const [h, v] of Object.entries(headers)) current.setHeader(h, v);
            if (token) current.setHeader('Authorization', `Bearer ${token}`);
            if (progress) current.setProgressHandler(progress);
            const answer = await current.send(body);
            return { status: answer.getStatus(), res: answer };
          });
          return res;
        },
        abort: () => current.abort(),
        getUnderlyingObject: () => current.getUnderlyingObject() as unknown,
      };
    },
  };
}

type Outcome = { kind: 'done'; body: unknown } | { kind: 'network' } | { kind: 'refused'; status: number; body: unknown; text: string };

const jsonOf = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

/** One run of tus-js-client, resuming the upload this file started before (its URL is kept in localStorage). */
function attempt(url: string, opts: ResumableUploadOptions<EndpointDeclaration, z.ZodType>, stack: HttpStack): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new CanceledError());
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', abort);
      then();
    };
    const upload = new Upload(opts.file, {
      endpoint: url,
      metadata: { name: opts.name, filename: opts.file.name, filetype: opts.file.type },
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      httpStack: stack,
      onBeforeRequest: (req) => req.setHeader('Accept', 'application/json'),
      // Offline, waiting beats retrying: the caller resumes when the `online` event fires.
      onShouldRetry: (err) => {
        if (!online() || err.causingError instanceof SessionExpiredError) return false;
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress: (loaded, total) => opts.onProgress?.({ loaded, total }),
      onSuccess: ({ lastResponse }) => settle(() => resolve({ kind: 'done', body: jsonOf(lastResponse.getBody()) })),
      onError: (err) =>
        settle(() => {
          const detailed = err instanceof DetailedError ? err : null;
          if (detailed?.causingError instanceof SessionExpiredError) return reject(detailed.causingError);
          const res = detailed?.originalResponse;
          if (!res || res.getStatus() === 0) return resolve({ kind: 'network' });
          resolve({ kind: 'refused', status: res.getStatus(), body: jsonOf(res.getBody()), text: err.message });
        }),
    });
    // Cancel stops at once; the upload is then deleted on the server (tus termination, which may wait for the
    // server to let go of the cut request) and its URL forgotten, without holding the screen.
    const abort = () => {
      void upload.abort(opts.signal?.reason !== LEAVE_ON_SERVER).catch(() => undefined);
      settle(() => reject(new CanceledError()));
    };
    opts.signal?.addEventListener('abort', abort, { once: true });
    upload.findPreviousUploads().then(
      (previous) => {
        if (settled) return;
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      (err: unknown) => settle(() => reject(err instanceof Error ? err : new Error(String(err)))),
    );
  });
}

/**
 * A resumable upload by the tus protocol (issue 27 item 5): a dropped connection resumes from the last byte the server
 * has, also after a page reload (the upload URL is kept in localStorage); offline, it waits for the `online` event
 * (`onWaiting`) and goes on; abort deletes it on the server. Failures are the API client's errors (ApiError with the
 * server's message, NetworkError, CanceledError, SessionExpiredError), so the upload flow reports them as before.
 */
export async function resumableUpload<E extends EndpointDeclaration & { method: 'POST'; bodyType: 'tus' }, S extends z.ZodType>(
  e: E,
  opts: ResumableUploadOptions<E, S>,
): Promise<z.output<S>> {
  const url = urlOf(e, opts.params);
  const stack = withTokenRefresh(opts.httpStack ?? new DefaultHttpStack({}));
  for (;;) {
    await waitUntilOnline(opts.signal, opts.onWaiting);
    const outcome = await attempt(url, opts, stack);
    if (outcome.kind === 'done') {
      const parsed = opts.result.safeParse(outcome.body);
      if (!parsed.success) throw new ResponseShapeError(`PATCH ${url}`, parsed.error.issues);
      return parsed.data;
    }
    if (outcome.kind === 'network') {
      if (!online()) continue;
      throw new NetworkError(false);
    }
    const body = await parseErrorBody(outcome.body);
    throw new ApiError(outcome.status, body?.message ?? outcome.text, body);
  }
}
