import { serverMessages } from '@aquarisk/contract/messages';
import type { SignInBackoffGuard } from '../../app-services.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as failures from './sign-in-failure.repository.ts';

const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** A sign-in refused while its account and source wait out a back-off; Retry-After says how long. */
export class SignInBackoff extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', serverMessages.tooManyRequests);
  }
}

/** The wait after the n-th failure: none below the threshold, then 5 s, doubling with each failure, at most 15 min. */
export function backoffMs(failureCount: number, threshold: number): number {
  if (failureCount < threshold) return 0;
  return Math.min(BASE_DELAY_MS * 2 ** Math.min(failureCount - threshold, 20), MAX_DELAY_MS);
}

/**
 * Slows down password guessing without locking the owner out: failures count per account AND source (client
 * address), so guesses from one place never block a sign-in from another. Kept in the database: a restart or a second
 * server process sees the same counts.
 */
export function signInBackoff(db: Executor, threshold: number): SignInBackoffGuard {
  return {
    async assertAllowed(account: string, source: string, now = new Date()) {
      const row = await failures.findFailures(db, account, source);
      if (row?.blockedUntil && row.blockedUntil > now.toISOString()) {
        throw new SignInBackoff(Math.ceil((new Date(row.blockedUntil).getTime() - now.getTime()) / 1000));
      }
    },
    async recordFailure(account: string, source: string, now = new Date()) {
      const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
      await failures.pruneFailures(db, forgetBefore);
      const count = await failures.countFailure(db, account, source, now.toISOString(), forgetBefore);
      const wait = backoffMs(count, threshold);
      if (wait > 0) await failures.blockUntil(db, account, source, new Date(now.getTime() + wait).toISOString());
    },
    recordSuccess: (account: string, source: string) => failures.clearFailures(db, account, source),
    forgetAccount: (account: string) => failures.clearFailures(db, account),
  };
}
