import type { Executor } from '../../db/database.ts';

export function findFailures(db: Executor, account: string, source: string) {
  return db.selectFrom('signInFailures').selectAll().where('account', '=', account).where('source', '=', source).executeTakeFirst();
}

/**
 * Counts one more failure atomically (parallel attempts each count); a count whose last failure is older than
 * `forgetBefore` starts again at 1. Returns the new count.
 */
export async function countFailure(db: Executor, account: string, source: string, at: string, forgetBefore: string): Promise<number> {
  const row = await db
    .insertInto('signInFailures')
    .values({ account, source, failures: 1, lastFailureAt: at, blockedUntil: null })
    .onConflict((oc) =>
      oc.columns(['account', 'source']).doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('signInFailures.lastFailureAt', '<', forgetBefore)
          .then(1)
          .else(eb('signInFailures.failures', '+', 1))
          .end(),
        lastFailureAt: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export function blockUntil(db: Executor, account: string, source: string, until: string) {
  return db
    .updateTable('signInFailures')
    .set({ blockedUntil: until })
    .where('account', '=', account)
    .where('source', '=', source)
    .execute();
}

/** Forgets the failures of one source (a successful sign-in) or of every source (a new password). */
export function clearFailures(db: Executor, account: string, source?: string) {
  let q = db.deleteFrom('signInFailures').where('account', '=', account);
  if (source !== undefined) q = q.where('source', '=', source);
  return q.execute();
}

/** Drops counts nobody has added to since `before`, so guesses at unknown accounts do not pile up. */
export function pruneFailures(db: Executor, before: string) {
  return db.deleteFrom('signInFailures').where('lastFailureAt', '<', before).execute();
}
