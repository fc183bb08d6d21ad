import { sql, type Kysely } from 'kysely';
import { defaultActionDueDays } from '@aquarisk/contract/action-due';
import type { DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 28 item 1: an action's owner (a member of the farm's company; null = unassigned) and due day (YYYY-MM-DD, as
 * text so it compares the same on both databases), and a company's due days per risk level (JSON; null = the
 * defaults). Existing open and closed actions get the day their risk level gives from the day they were raised, so
 * the due and overdue filters mean something for old data too. The index serves the actions page's due filter and
 * order and the reminder sweep (docs/decisions.md, "Action due dates and owners").
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .alterTable('action_items')
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('action_items').addColumn('due_on', 'varchar(10)').execute();
  await db.schema.alterTable('companies').addColumn('action_due_days', 'text').execute();
  for (const [risk, days] of Object.entries(defaultActionDueDays)) {
    const due =
      dialect === 'sqlite'
        ? sql`date(created_at, ${`+${days} days`})`
        : sql`to_char((created_at at time zone 'UTC') + make_interval(days => ${days}), 'YYYY-MM-DD')`;
    await sql`update action_items set due_on = ${due} where risk_level = ${risk} and due_on is null`.execute(db);
  }
  await db.schema.createIndex('action_items_due_idx').on('action_items').columns(['company_id', 'closed_at', 'due_on']).execute();
  await db.schema.createIndex('action_items_owner_idx').on('action_items').columns(['owner_id', 'closed_at']).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('action_items_owner_idx').ifExists().execute();
  await db.schema.dropIndex('action_items_due_idx').ifExists().execute();
  await db.schema.alterTable('companies').dropColumn('action_due_days').execute();
  await db.schema.alterTable('action_items').dropColumn('due_on').execute();
  await db.schema.alterTable('action_items').dropColumn('owner_id').execute();
}

export const migration048: DialectMigration = { up, down };
