import type { z } from 'zod';
import type { Capability } from '../capabilities.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint is mounted: the API, the admin API (ROLE_ADMIN only) or the server's root (health). */
export type ApiBase = 'api' | 'admin' | 'root';
export const API_PREFIX: Readonly<Record<ApiBase, string>> = { api: '/api/v1', admin: '/admin/api/v1', root: '' };

/** Who may call: anyone, the OAuth client (Basic auth), or a signed-in user (bearer token). */
export type EndpointAuth = 'public' | 'client' | 'signedIn';

/**
 * Who, among signed-in users, may call an endpoint (issue 38 item 1): a capability of the table in capabilities.ts
 * (its roles only; any other role gets 403 before the handler runs), or a named rule for endpoints every role may call:
 * - `signedIn`: any signed-in user, on their own account or on lists that hold only what they see (the web's `/user/me`,
 *   their tokens and mail settings, the company and audit lists);
 * - `member`: any signed-in user, on the company, farm, audit, action or person its path names: the service asks
 *   `server/src/modules/access/` whether the caller sees it (companyAccess, visibleFarm, visibleSurvey), and answers
 *   404 across companies so nothing leaks.
 * A capability does not replace the row rule: a capability endpoint naming a company's data is checked by both.
 */
export type AccessRule = 'signedIn' | 'member';
export type EndpointAccess = Capability | AccessRule;
/**
 * Whether a personal API token may call an endpoint (an allow-list: an endpoint that says nothing is closed to tokens):
 * `read` any token (reads only: GET or HEAD), `readWrite` a read-write token only, `none` no token whatever its scope.
 */
export type TokenReach = 'read' | 'readWrite' | 'none';

export type SuccessStatus = 200 | 201 | 202 | 204 | 206;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 503;

/**
 * One endpoint, declared once (issue 23 item 3): the server registers its route from this, the web's API client and
 * the e2e helpers call it through this. Paths use `:name` for a parameter; callers never write them. This file loads no
 * zod at run time (the web's first script imports it); the answers a server declares are in endpoint-responses.ts.
 */
export interface EndpointDeclaration {
  readonly method: HttpMethod;
  readonly base: ApiBase;
  /** e.g. `/company/:id/farm/:farmId`, below the base's prefix */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly auth: EndpointAuth;
  /** who may call a signed-in endpoint (required for those: the server does not start without it) */
  readonly access?: EndpointAccess;
  /** whether personal API tokens may call a signed-in endpoint (required for those, like access) */
  readonly tokens?: TokenReach;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * how the body travels: JSON (default), a multipart form (uploads), a URL-encoded form, or the tus protocol's raw
   * bytes (`application/offset+octet-stream`, resumable uploads: the server leaves the body unparsed)
   */
  readonly bodyType?: 'json' | 'multipart' | 'form' | 'tus';
  /**
   * The success answer: its status and the schema of its JSON body (none for a file or an empty answer); `also` names
   * other success statuses with the same body (a save that may create: 200 or 201).
   */
  readonly success: { readonly status: SuccessStatus; readonly schema?: z.ZodType; readonly also?: readonly SuccessStatus[] };
  /** a success that is a file, not JSON: its media types (`application/pdf`, `text/csv`) */
  readonly produces?: readonly string[];
  /** answers 429 when a caller goes over its limit */
  readonly rateLimited?: boolean;
  /** error answers beyond the ones every endpoint of this kind has (see errorStatuses) */
  readonly moreErrors?: readonly ErrorStatus[];
  /** an error body other than the contract's (the token endpoint's RFC 6749 body), per status */
  readonly errorBodies?: Partial<Readonly<Record<ErrorStatus, z.ZodType>>>;
  /** left out of the OpenAPI document */
  readonly hidden?: boolean;
}

/** Declares an endpoint; keeps its literal types so callers are typed by it. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

/** A parameter's name ends at a dot: `:id.csv` names `id`. */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

/** The names of a path's `:name` parameters, as a type. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

/** The values a call puts into the path: one string per parameter. */
export type PathValues<E extends EndpointDeclaration> = [PathParamNames<E['path']>] extends [never]
  ? Record<string, never>
  : Readonly<Record<PathParamNames<E['path']>, string>>;

/** What a caller sends as the query (the schema's input: strings, numbers, booleans as the URL carries them). */
export type QueryOf<E extends EndpointDeclaration> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
/** What a caller sends as the body. */
export type BodyOf<E extends EndpointDeclaration> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The success answer, as parsed by the caller: the JSON body, a file as a Blob, or nothing. */
export type ResultOf<E extends EndpointDeclaration> = E['success']['schema'] extends z.ZodType
  ? z.output<E['success']['schema']>
  : E['produces'] extends readonly string[]
    ? Blob
    : undefined;
/** The success answer a handler returns (before serialisation). */
export type ReplyOf<E extends EndpointDeclaration> = E['success']['schema'] extends z.ZodType ? z.input<E['success']['schema']> : unknown;

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;

/**
 * The path of one call below the base, every parameter percent-encoded (ids are encoded by construction): throws on a
 * missing or empty value rather than sending a request to another endpoint.
 */
export function pathOf<E extends EndpointDeclaration>(e: E, values: PathValues<E>): string {
  const given = values as Readonly<Record<string, string>>;
  return e.path.replace(PARAM, (_m, name: string) => {
    const value = given[name];
    if (typeof value !== 'string' || value === '') throw new Error(`${e.method} ${e.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The full path of one call, with its base's prefix (`/api/v1/company/abc/farm`). */
export function urlOf<E extends EndpointDeclaration>(e: E, values: PathValues<E>): string {
  return `${API_PREFIX[e.base]}${pathOf(e, values)}`;
}

/** A query's values as URL text: unset, null and empty values are left out. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A pattern matching every call of the endpoint's full path, any parameter values, with or without a query. */
export function urlPattern(e: EndpointDeclaration): RegExp {
  const escaped = `${API_PREFIX[e.base]}${e.path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped.replace(PARAM, '[^/?#]+')}(?:[?#].*)?$`);
}
