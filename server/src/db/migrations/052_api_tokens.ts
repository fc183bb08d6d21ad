import type { Kysely } from 'kysely';
import { fkCascade, idColumn, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 28 item 5: personal API tokens. The secret is never stored: only the SHA-256 of the whole token (a random
 * 32-byte secret needs no slow hash; docs/decisions.md, "Personal API tokens"). The prefix is the public part shown
 * in lists and the key a request's token is looked up by; expiry is required; revocation keeps the row.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await idColumn(db.schema.createTable('api_tokens'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .addColumn('expires_at', timestampType(dialect), (c) => c.notNull())
    .addColumn('last_used_at', timestampType(dialect))
    .addColumn('revoked_at', timestampType(dialect))
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('api_tokens').ifExists().execute();
}

export const migration052: DialectMigration = { up, down };
