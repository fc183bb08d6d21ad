import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * The farm list pages by (name, id) within a company (issue 14). On PostgreSQL the (company_id, name) index of 001
 * cannot finish that order without sorting, nor seek past the last (name, id); this one does both and covers every
 * query the old one served, so it replaces it.
 */
async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('farms_company_name_id_idx').on('farms').columns(['company_id', 'name', 'id']).execute();
  await db.schema.dropIndex('farms_company_name_idx').ifExists().execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.createIndex('farms_company_name_idx').ifNotExists().on('farms').columns(['company_id', 'name']).execute();
  await db.schema.dropIndex('farms_company_name_id_idx').ifExists().execute();
}

export const migration022: DialectMigration = { up, down };
