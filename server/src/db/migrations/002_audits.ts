import type { Kysely } from 'kysely';
import { idColumn, timestampType, floatType, fkCascade, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/** Templates, the template snapshot inside each audit, answers, per-user cursors and stored scores. */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  const ts = timestampType(dialect);
  const s = db.schema;

  await idColumn(s.createTable('templates'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('created_by', 'varchar(255)')
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('updated_by', 'varchar(255)')
    .execute();

  await s.alterTable('surveys').addColumn('template_name', 'varchar(255)').execute();
  await s.alterTable('surveys').addColumn('snapshot_json', 'text').execute();
  await s
    .alterTable('surveys')
    .addColumn('is_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('surveys').addColumn('scoring_json', 'text').execute();
  await s.alterTable('surveys').addColumn('scored_at', ts).execute();
  await s.alterTable('surveys').addColumn('scored_by', 'varchar(255)').execute();
  await s.alterTable('surveys').addColumn('survey_date', ts).execute();
  await s.createIndex('surveys_company_year_idx').on('surveys').columns(['company_id', 'survey_year']).execute();

  await s
    .createTable('survey_answers')
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('answer_id', 'integer', (c) => c.notNull())
    .addColumn('answer_str', 'text', (c) => c.notNull())
    .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_answers_pk', ['survey_id', 'question_id'])
    .execute();

  await s
    .createTable('survey_cursors')
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('question_id', 'integer')
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_cursors_pk', ['survey_id', 'user_id'])
    .execute();

  await s
    .createTable('survey_section_scores')
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('score', floatType)
    .addColumn('min_score', floatType)
    .addColumn('max_score', floatType)
    .addColumn('norm_score', floatType)
    .addColumn('risk', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_section_scores_pk', ['survey_id', 'section_id'])
    .execute();
  await s.createIndex('survey_section_scores_name_idx').on('survey_section_scores').columns(['name', 'risk']).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('survey_section_scores').ifExists().execute();
  await db.schema.dropTable('survey_cursors').ifExists().execute();
  await db.schema.dropTable('survey_answers').ifExists().execute();
  await db.schema.dropIndex('surveys_company_year_idx').ifExists().execute();
  for (const col of ['survey_date', 'scored_by', 'scored_at', 'scoring_json', 'is_complete', 'snapshot_json', 'template_name']) {
    await db.schema.alterTable('surveys').dropColumn(col).execute();
  }
  await db.schema.dropTable('templates').ifExists().execute();
}

export const migration002: DialectMigration = { up, down };
