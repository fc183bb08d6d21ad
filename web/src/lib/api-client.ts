import { OAUTH_CLIENT_ID } from '@aquarisk/contract/constants';
import {
  queryString,
  urlOf,
  type EndpointDeclaration,
  type PathParamNames,
  type PathValues,
  type ResultOf,
} from '@aquarisk/contract/endpoints/endpoint';
import type { TokenResponse } from '@aquarisk/contract/schemas/auth.schema';
import type { z } from 'zod';
import { ApiError, CanceledError, NetworkError, ResponseShapeError, SessionExpiredError } from './api-errors.ts';
import { parseErrorBody } from './error-body.ts';
import { session } from './session.ts';

/** The web app is the trusted OAuth client; a browser cannot keep a secret, so this only identifies the client. */
const CLIENT_SECRET = (import.meta.env['VITE_OAUTH_CLIENT_SECRET'] as string | undefined) ?? 'aquarisk-web-secret';
export const clientAuthHeader = `Basic ${btoa(`${OAUTH_CLIENT_ID}:${CLIENT_SECRET}`)}`;

/** One request as it is sent: the URL (with its query) and method come from an endpoint declaration. */
interface RequestOptions {
  method: string;
  body?: unknown;
  /** multipart or urlencoded bodies are sent as they are */
  rawBody?: BodyInit | undefined;
  signal?: AbortSignal | undefined;
  /** public calls (token, password, contact) send client Basic auth instead of the bearer token */
  auth: 'bearer' | 'client' | 'none';
  /** the success body's schema: a JSON answer is parsed through it, so a drifted shape fails here */
  schema?: z.ZodType | undefined;
  /** the answer is a file: it comes back as a Blob */
  file: boolean;
}

let onSessionExpired: (refreshFailure: unknown) => void = () => {
  window.location.assign('/login');
};
/** The app decides what happens when the refresh fails (default: go to /login). */
export function setSessionExpiredHandler(fn: (refreshFailure: unknown) => void) {
  onSessionExpired = fn;
}

async function send(url: string, opts: RequestOptions, accessToken: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.auth === 'client') headers['Authorization'] = clientAuthHeader;
  else if (opts.auth !== 'none' && accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  try {
    return await fetch(url, { method: opts.method, headers, body, signal: opts.signal ?? null });
  } catch (err) {
    if ((err as Error).name === 'AbortError' || opts.signal?.aborted) throw new CanceledError();
    throw new NetworkError(typeof navigator !== 'undefined' && navigator.onLine === false);
  }
}

async function toError(res: Response): Promise<ApiError> {
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const body = await parseErrorBody(json);
  const retry = Number(res.headers.get('Retry-After'));
  return new ApiError(res.status, body?.message ?? res.statusText, body, Number.isFinite(retry) ? retry : undefined);
}

let refreshing: Promise<string> | null = null;

/**
 * The token endpoint's declaration, loaded on first use: the entry chunk that every page (the landing page too) loads
 * then carries no zod (issue 14's budget); screens bring it with their own schemas.
 */
const tokenEndpoint = async () => (await import('@aquarisk/contract/endpoints/auth.endpoints')).authEndpoints.token;

/** ONE shared refresh for every request that failed with 401 at the same time (docs/requirements.md#core-4). */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = session.get().tokens?.refreshToken;
    if (!refreshToken) throw new ApiError(401, 'No session', null);
    // The parameters travel as the form, not as a JSON body.
    const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
    const t = await callApi(await tokenEndpoint(), { form, body: undefined });
    session.set({ tokens: { accessToken: t.access_token, refreshToken: t.refresh_token } });
    return t.access_token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function parseBody(schema: z.ZodType, body: unknown, url: string, opts: RequestOptions): unknown {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError(`${opts.method} ${url}`, parsed.error.issues);
  return parsed.data;
}

/**
 * The one way an authorised call is sent (fetch and the XHR upload alike): `sendWith(token)` sends it with the
 * current access token; a 401 goes through the shared refresh and is sent once more; a failed refresh ends the
 * session (tokens and user cleared, the expiry handler told) and throws SessionExpiredError, never the refresh's own
 * error (docs/requirements.md#core-4). A lost connection or an abort during the refresh is thrown as it is.
 */
export async function sendWithTokenRefresh<R extends { status: number }>(
  sendWith: (accessToken: string | undefined) => Promise<R>,
): Promise<R> {
  const sentToken = session.get().tokens?.accessToken;
  const res = await sendWith(sentToken);
  if (res.status !== 401 || !session.get().tokens) return res;
  let token: string;
  try {
    // A 401 that arrives after another request already refreshed only needs the new token, not a new refresh.
    const current = session.get().tokens?.accessToken;
    token = current && current !== sentToken ? current : await refreshAccessToken();
  } catch (err) {
    if (err instanceof NetworkError || err instanceof CanceledError) throw err;
    // Tokens and user go (docs/requirements.md#core-4); the current company stays stored for the next sign-in.
    session.set({ tokens: null, user: null });
    onSessionExpired(err);
    throw new SessionExpiredError(err);
  }
  return sendWith(token);
}

/** Sends one request; a bearer call goes through sendWithTokenRefresh. */
async function request(url: string, opts: RequestOptions): Promise<unknown> {
  const res = opts.auth === 'bearer' ? await sendWithTokenRefresh((token) => send(url, opts, token)) : await send(url, opts, undefined);
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined;
  if (opts.file) return await res.blob();
  const type = res.headers.get('Content-Type') ?? '';
  if (!type.includes('application/json')) return await res.text();
  const body: unknown = await res.json();
  return opts.schema ? parseBody(opts.schema, body, url, opts) : body;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type HasParams<E extends EndpointDeclaration> = [PathParamNames<E['path']>] extends [never] ? false : true;

/**
 * What one call of endpoint E sends: its path values (encoded by construction), query and body as the declaration
 * types them; a multipart endpoint takes a FormData, a form endpoint URL-encoded fields.
 */
export type CallInput<E extends EndpointDeclaration> = { signal?: AbortSignal } & (HasParams<E> extends true
  ? { params: PathValues<E> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? undefined extends Input<E['body']>
      ? { body?: Input<E['body']> }
      : { body: Input<E['body']> }
    : { body?: undefined }) &
  (E['bodyType'] extends 'multipart' | 'form' ? { form: FormData | URLSearchParams } : { form?: undefined });

const AUTH = { signedIn: 'bearer', client: 'client', public: 'none' } as const;

/**
 * Calls a contract endpoint (issue 23 item 3): method, path, base and authorisation come from its declaration; a JSON
 * answer is parsed through its success schema, a file comes back as a Blob, an empty answer as undefined.
 */
export function callApi<E extends EndpointDeclaration>(
  e: E,
  ...[input]: HasParams<E> extends true ? [CallInput<E>] : E['body'] extends z.ZodType ? [CallInput<E>] : [CallInput<E>?]
): Promise<ResultOf<E>> {
  const given = (input ?? {}) as {
    params?: PathValues<E>;
    query?: Record<string, unknown>;
    body?: unknown;
    form?: BodyInit;
    signal?: AbortSignal;
  };
  const url = `${urlOf(e, given.params ?? ({} as PathValues<E>))}${queryString(given.query)}`;
  return request(url, {
    method: e.method,
    auth: AUTH[e.auth],
    body: given.body,
    rawBody: given.form,
    signal: given.signal,
    schema: e.success.schema,
    file: e.produces !== undefined,
  }) as Promise<ResultOf<E>>;
}

/** The token request of docs/requirements.md#core-7: form-encoded password grant with client Basic auth. */
export async function requestToken(username: string, password: string): Promise<TokenResponse> {
  const form = new URLSearchParams({ grant_type: 'password', username, password, scope: 'read write', client_id: OAUTH_CLIENT_ID });
  return callApi(await tokenEndpoint(), { form, body: undefined });
}
