import type { Kysely } from 'kysely';
import { fkCascade, idColumn, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 28 item 3: webhooks. A company's endpoints (URL, the events they take, the signing secret kept so it can
 * sign: "whsec_…" per Standard Webhooks), one delivery row per event and endpoint (written in the transaction of the
 * change, an outbox), and the company's setting that lets its endpoints point at private networks (off unless an
 * admin turns it on). docs/decisions.md, "Webhooks".
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await idColumn(db.schema.createTable('webhook_endpoints'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)')
    .addColumn('events_json', 'text', (c) => c.notNull())
    .addColumn('secret', 'varchar(100)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .addColumn('updated_at', timestampType(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_company_idx').on('webhook_endpoints').column('company_id').execute();
  await idColumn(db.schema.createTable('webhook_deliveries'), dialect)
    .addColumn('message_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('endpoint_id', 'integer', (c) => fkCascade(c, 'webhook_endpoints.id'))
    .addColumn('event_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_status', 'integer')
    .addColumn('last_body', 'text')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('last_attempt_at', timestampType(dialect))
    .addColumn('next_attempt_at', timestampType(dialect))
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
  await db.schema.createIndex('webhook_deliveries_pending_idx').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createTable('webhook_settings')
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id').primaryKey())
    .addColumn('allow_private_urls', 'integer', (c) => c.notNull())
    .addColumn('updated_at', timestampType(dialect), (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('webhook_settings').ifExists().execute();
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('webhook_endpoints').ifExists().execute();
}

export const migration050: DialectMigration = { up, down };
