import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * A company's audits counted per farm (the farm list's audit counts) read this index alone, in farm order, instead
 * of every audit row: 94 ms → 12 ms at 100,000 audits on SQLite (issue 14).
 */
async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('surveys_company_farm_idx').on('surveys').columns(['company_id', 'farm_id']).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('surveys_company_farm_idx').ifExists().execute();
}

export const migration020: DialectMigration = { up, down };
