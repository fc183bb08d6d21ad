import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '../../db/database.ts';
import { countHit, dropWindowsBefore, readWindow } from './rate-limit.repository.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

const CLEANUP_EVERY = 500;
const KEEP_MS = 60 * 60 * 1000;

/**
 * A store for @fastify/rate-limit that counts in the database instead of the process's memory, so the per-IP limits
 * of sign-in, password reset and contact hold across every server process of a deployment (issue 14). Each route
 * counts under its own key prefix, as the in-memory store's children do.
 */
export function databaseRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseRateLimitStore {
    readonly prefix: string;
    constructor(_global?: unknown, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(client: string, cb: Callback, timeWindow: number) {
      const now = Date.now();
      calls += 1;
      if (calls % CLEANUP_EVERY === 0) void dropWindowsBefore(db, now - KEEP_MS).catch(() => undefined);
      countHit(db, `${this.prefix}|${client}`, now, timeWindow).then(
        (w) => cb(null, { current: w.hits, ttl: Math.max(0, w.startedMs + timeWindow - now) }),
        (err: Error) => cb(err),
      );
    }

    read(client: string, cb: Callback, timeWindow: number) {
      const now = Date.now();
      readWindow(db, `${this.prefix}|${client}`).then(
        (w) =>
          cb(
            null,
            !w || w.startedMs + timeWindow <= now ? { current: 0, ttl: 0 } : { current: w.hits, ttl: w.startedMs + timeWindow - now },
          ),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: RouteOptions) {
      const info = routeOptions.routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${method} ${info?.url ?? ''}`.trim().slice(0, 120));
    }
  }
  // The plugin passes the merged route options (with routeInfo) to child(), which its types do not describe.
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
