import { vi } from 'vitest';
import { jsonResponse } from './render-with-providers.tsx';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type ApiHandler = (call: ApiCall) => Response | Promise<Response> | undefined;

/** A fetch stub that answers by method, path and query; `calls` records every request. Unknown calls fail loudly. */
export function stubRecordingApi(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return (await handler(call)) ?? jsonResponse(599, { message: `unexpected call ${call.method} ${call.path}` });
    }),
  );
  return calls;
}
