import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * Issue 26 item 1: an audit started from the farm's last audit carries that audit's answers forward. A carried answer
 * names the audit it came from until the auditor confirms it unchanged or changes it (docs/decisions.md, "Answers
 * carried forward"). Null for every answer given in the audit itself, so existing rows need no update.
 *
 * The audit keeps how many of its carried answers still wait (`carried_left`, beside `open_questions`), so the lists
 * say why Score waits without reading answers.
 */
async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('survey_answers').addColumn('carried_from', 'integer').execute();
  await db.schema
    .alterTable('surveys')
    .addColumn('carried_left', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('surveys').dropColumn('carried_left').execute();
  await db.schema.alterTable('survey_answers').dropColumn('carried_from').execute();
}

export const migration043: DialectMigration = { up, down };
