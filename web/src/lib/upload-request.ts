import { urlOf, type EndpointDeclaration, type PathValues, type ResultOf } from '@aquarisk/contract/endpoints/endpoint';
import { sendWithTokenRefresh } from './api-client.ts';
import { ApiError, CanceledError, NetworkError, ResponseShapeError } from './api-errors.ts';
import { parseErrorBody } from './error-body.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<E extends EndpointDeclaration> {
  params: PathValues<E>;
  form: FormData;
  signal?: AbortSignal;
  onProgress?: (p: UploadProgress) => void;
}

function sendOnce(
  url: string,
  form: FormData,
  token: string | undefined,
  signal: AbortSignal | undefined,
  onProgress?: (p: UploadProgress) => void,
) {
  return new Promise<{ status: number; body: unknown; text: string }>((resolve, reject) => {
    if (signal?.aborted) return reject(new CanceledError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => {
      done();
      reject(new CanceledError());
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError(typeof navigator !== 'undefined' && navigator.onLine === false));
    };
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body, text: xhr.statusText });
    };
    xhr.send(form);
  });
}

/**
 * A multipart upload with real progress (fetch cannot report upload progress) that the caller can abort. It is sent
 * through the API client's sendWithTokenRefresh like every other call: one shared refresh, one retry, and a failed
 * refresh ends the session (SessionExpiredError) instead of failing as an upload.
 */
export async function uploadRequest<E extends EndpointDeclaration & { bodyType: 'multipart'; method: 'POST' }>(
  e: E,
  opts: UploadOptions<E>,
): Promise<ResultOf<E>> {
  const url = urlOf(e, opts.params);
  const res = await sendWithTokenRefresh((token) => sendOnce(url, opts.form, token, opts.signal, opts.onProgress));
  if (res.status < 200 || res.status >= 300) {
    const body = await parseErrorBody(res.body);
    throw new ApiError(res.status, body?.message ?? res.text, body);
  }
  if (!e.success.schema) return undefined as ResultOf<E>;
  const parsed = e.success.schema.safeParse(res.body);
  if (!parsed.success) throw new ResponseShapeError(`POST ${url}`, parsed.error.issues);
  return parsed.data as ResultOf<E>;
}
