import type { Kysely } from 'kysely';
import { idColumn, timestampType, type DialectMigration } from '../column-types.ts';

/**
 * Reminders and escalation (issue 28 item 2). `sent_notifications` holds one row per mail the sweep wrote; its unique
 * key (kind, action or person, due date or week) makes each mail once, whatever the number of server processes: the
 * row and the outbox mail are written in one transaction, and a second process's insert fails on the key.
 * `users.digest_opt_out`: the person asked for no weekly digest (never of escalations). `test_clock` holds the
 * offset of the test-only clock (TEST_CLOCK=true), shared by every process on the database; empty otherwise.
 */
async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  await db.schema
    .alterTable('users')
    .addColumn('digest_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await idColumn(db.schema.createTable('sent_notifications'), dialect)
    .addColumn('notification_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('action_id', 'integer', (c) => c.references('action_items.id').onDelete('cascade'))
    .addColumn('outbox_id', 'integer')
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sent_notifications_user_idx').on('sent_notifications').column('user_id').execute();
  await db.schema.createIndex('sent_notifications_action_idx').on('sent_notifications').column('action_id').execute();
  await db.schema
    .createTable('test_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('offset_ms', 'bigint', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('test_clock').ifExists().execute();
  await db.schema.dropTable('sent_notifications').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('digest_opt_out').execute();
}

export const migration049: DialectMigration = { up, down };
