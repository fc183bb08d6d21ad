import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/** Indexes for the audits list (newest first per company, with or without a state) and the actions list. */
async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('surveys_company_created_idx').on('surveys').columns(['company_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('surveys_company_state_created_idx')
    .on('surveys')
    .columns(['company_id', 'state', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('surveys_created_idx').on('surveys').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('action_items_company_survey_idx').on('action_items').columns(['company_id', 'survey_id']).execute();
}

async function down(db: Kysely<unknown>) {
  for (const name of [
    'action_items_company_survey_idx',
    'surveys_created_idx',
    'surveys_company_state_created_idx',
    'surveys_company_created_idx',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}

export const migration004: DialectMigration = { up, down };
