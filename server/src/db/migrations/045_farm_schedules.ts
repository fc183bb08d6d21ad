import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * Audit schedules (issue 26 item 3): how often a farm is audited, and the day its next audit is due, kept on the farm
 * when the schedule changes or an audit of the farm is launched (server/src/db/farm-schedules.ts), so lists read a
 * column instead of finding every farm's latest audit. Days are stored as YYYY-MM-DD text, which orders the same on
 * both databases. (company_id, next_audit_due) reads a company's due and overdue farms in due order from the index.
 */
async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('farms')
    .addColumn('schedule_kind', 'varchar(16)', (c) => c.notNull().defaultTo('NONE'))
    .execute();
  await db.schema.alterTable('farms').addColumn('schedule_cycle_date', 'varchar(10)').execute();
  await db.schema.alterTable('farms').addColumn('scheduled_on', 'varchar(10)').execute();
  await db.schema.alterTable('farms').addColumn('next_audit_due', 'varchar(10)').execute();
  await db.schema.createIndex('farms_company_next_due_idx').on('farms').columns(['company_id', 'next_audit_due', 'name', 'id']).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('farms_company_next_due_idx').ifExists().execute();
  for (const column of ['next_audit_due', 'scheduled_on', 'schedule_cycle_date', 'schedule_kind'])
    await db.schema.alterTable('farms').dropColumn(column).execute();
}

export const migration045: DialectMigration = { up, down };
