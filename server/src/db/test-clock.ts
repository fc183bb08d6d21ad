import type { DB } from './database.ts';

/** The test-only clock's offset from real time, shared by every process on the database (migration 049). */
export async function readTestClockOffset(db: DB): Promise<number> {
  const row = await db.selectFrom('testClock').select('offsetMs').where('id', '=', 1).executeTakeFirst();
  return Number(row?.offsetMs ?? 0);
}

export async function writeTestClockOffset(db: DB, offsetMs: number) {
  await db
    .insertInto('testClock')
    .values({ id: 1, offsetMs })
    .onConflict((oc) => oc.column('id').doUpdateSet({ offsetMs }))
    .execute();
}
