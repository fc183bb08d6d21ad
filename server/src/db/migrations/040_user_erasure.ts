import type { Kysely } from 'kysely';
import { timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * When a person's data was erased (issue 24 part 4). The row stays as an anonymous tombstone where answers, actions
 * and the log still refer to it; a set erased_at means that account can never act again (authentication refuses it).
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema.alterTable('users').addColumn('erased_at', timestampType(dialect)).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
}

export const migration040: DialectMigration = { up, down };
