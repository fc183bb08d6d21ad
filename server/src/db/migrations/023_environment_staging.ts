import type { Kysely } from 'kysely';
import { timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * An environmental CSV is imported in short batches (issue 21 item 4), so its parameters are written first as a
 * pending set that no reader sees: `pending_import` names the import (null: the audit's live series) and
 * `pending_since` lets a later import clear what a crashed one left. One short transaction makes the set live.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema.alterTable('environment_parameters').addColumn('pending_import', 'varchar(36)').execute();
  await db.schema.alterTable('environment_parameters').addColumn('pending_since', timestampType(dialect)).execute();
  await db.schema.createIndex('environment_parameters_pending_idx').on('environment_parameters').column('pending_import').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('environment_parameters_pending_idx').ifExists().execute();
  await db.schema.alterTable('environment_parameters').dropColumn('pending_since').execute();
  await db.schema.alterTable('environment_parameters').dropColumn('pending_import').execute();
}

export const migration023: DialectMigration = { up, down };
