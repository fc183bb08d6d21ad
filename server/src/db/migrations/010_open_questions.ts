import type { Kysely } from 'kysely';
import { openQuestionCount } from '@aquarisk/contract/answers/include-if';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { DialectMigration } from '../column-types.ts';

/** The open-question count of every unscored audit, from its snapshot and answers, as answering keeps it. */
export async function backfillOpenQuestions(db: Kysely<any>) {
  const surveys = (await db.selectFrom('surveys').select(['id', 'snapshot_json']).where('state', '!=', 'SCORED').execute()) as {
    id: number;
    snapshot_json: string;
  }[];
  for (const survey of surveys) {
    const rows = (await db
      .selectFrom('survey_answers')
      .select(['question_id', 'answer_str'])
      .where('survey_id', '=', survey.id)
      .execute()) as { question_id: number; answer_str: string }[];
    const answers = new Map(rows.map((r) => [Number(r.question_id), r.answer_str]));
    const open = openQuestionCount(JSON.parse(survey.snapshot_json) as TemplateBody, answers);
    await db.updateTable('surveys').set({ open_questions: open }).where('id', '=', survey.id).execute();
  }
  await db.updateTable('surveys').set({ open_questions: 0 }).where('state', '=', 'SCORED').execute();
}

/**
 * Each audit keeps how many of its applicable questions are unanswered, written with every answer, so the audits
 * list can disable Score and say why without evaluating every audit's conditions (issue 8 item 16).
 */
async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('surveys').addColumn('open_questions', 'integer').execute();
  await backfillOpenQuestions(db as Kysely<any>);
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('surveys').dropColumn('open_questions').execute();
}

export const migration010: DialectMigration = { up, down };
