import type { Kysely } from 'kysely';
import { timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Failed sign-ins per account and source (client address), kept in the database so a restart or a second server
 * process sees them. `blocked_until` is the end of the current back-off.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  const ts = timestampType(dialect);
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('account', 'varchar(255)', (c) => c.notNull())
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', ts, (c) => c.notNull())
    .addColumn('blocked_until', ts)
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['account', 'source'])
    .execute();
  await db.schema.createIndex('sign_in_failures_last_idx').on('sign_in_failures').column('last_failure_at').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sign_in_failures').ifExists().execute();
}

export const migration005: DialectMigration = { up, down };
