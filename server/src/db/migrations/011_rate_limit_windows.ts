import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * Request counts per rate-limit key (route and client address) and window, kept in the database so every server
 * process of a deployment counts against the same limit (issue 14). `started_ms` is the window's start in epoch ms.
 */
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('started_ms', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_started_idx').on('rate_limit_windows').column('started_ms').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rate_limit_windows').ifExists().execute();
}

export const migration011: DialectMigration = { up, down };
