import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

export async function insertContactRequest(db: Executor, input: { name: string; email: string; comment: string }) {
  await db
    .insertInto('contactRequests')
    .values({ ...input, createdAt: nowIso() })
    .execute();
}
