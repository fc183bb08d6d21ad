import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** What helmet sends on every answer: the app's Content-Security-Policy and helmet's other defaults. */
export function helmetOptions(map: AppConfig['map']) {
  return { contentSecurityPolicy: contentSecurityPolicy(map), crossOriginEmbedderPolicy: false };
}

/**
 * The same headers as a record, for answers written outside a route's hooks (transport-errors.ts): helmet run once on a
 * stand-in response that only records what is set, so both lists come from one configuration.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
