import { sql, type Kysely } from 'kysely';
import { timestampType, type DialectMigration } from '../column-types.ts';

/**
 * Mail that SMTP refused is tried again (docs/decisions.md "Mail that SMTP refuses"). `attempts` counts the sends
 * tried; `next_attempt_at` is when the retry sweep may take the mail (a new mail's is a short grace after it is
 * written, for the delivery right after commit); `last_error` is the SMTP server's last answer. Mails written before
 * this migration have no `next_attempt_at` and are never picked up, so an upgrade sends no backlog of old mail.
 */
async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', timestampType(dialect)).execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'varchar(500)').execute();
  await db.schema.createIndex('outbox_unsent_idx').on('outbox').column('next_attempt_at').where(sql.ref('sent_at'), 'is', null).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('outbox_unsent_idx').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('last_error').execute();
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('outbox').dropColumn('attempts').execute();
}

export const migration053: DialectMigration = { up, down };
