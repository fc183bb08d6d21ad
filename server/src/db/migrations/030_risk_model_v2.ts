import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * Risk model v2 (issue 22): a farm records its production system, which decides the questions that apply to it, and
 * an audit keeps the version of the risk model it was scored with. Audits scored before this migration were scored
 * with version 1; a rescore uses the current one.
 */
async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('farms').addColumn('production_system', 'varchar(32)').execute();
  await db.schema.alterTable('surveys').addColumn('model_version', 'integer').execute();
  await sql`UPDATE surveys SET model_version = 1 WHERE scored_at IS NOT NULL`.execute(db);
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('surveys').dropColumn('model_version').execute();
  await db.schema.alterTable('farms').dropColumn('production_system').execute();
}

export const migration030: DialectMigration = { up, down };
