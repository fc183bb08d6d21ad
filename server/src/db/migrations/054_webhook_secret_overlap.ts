import type { Kysely } from 'kysely';
import { timestampType, type DialectMigration } from '../column-types.ts';

/**
 * A rotated webhook secret keeps signing for a while beside the new one (docs/decisions.md "Webhooks", rotation):
 * `previous_secret` and the moment it stops, so a receiver can switch to the new secret without missing an event.
 */
async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret', 'varchar(100)').execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret_until', timestampType(dialect)).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret_until').execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret').execute();
}

export const migration054: DialectMigration = { up, down };
