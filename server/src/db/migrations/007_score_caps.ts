import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * Knockout caps (issue 13): beside the band shown (`risk`, now the worse of the score's band and every triggered cap)
 * an audit and each of its section scores keep the score's own band and the caps that were triggered, so lists show
 * "Capped at HIGH by: …" without recomputing. Audits scored before caps existed get their band as score_risk and no
 * caps.
 */
async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('surveys').addColumn('score_risk', 'varchar(16)').execute();
  await db.schema.alterTable('surveys').addColumn('caps_json', 'text').execute();
  await db.schema.alterTable('survey_section_scores').addColumn('score_risk', 'varchar(16)').execute();
  await db.schema.alterTable('survey_section_scores').addColumn('caps_json', 'text').execute();
  await sql`UPDATE surveys SET score_risk = risk, caps_json = '[]' WHERE scored_at IS NOT NULL`.execute(db);
  await sql`UPDATE survey_section_scores SET score_risk = risk, caps_json = '[]'`.execute(db);
}

async function down(db: Kysely<unknown>) {
  for (const table of ['survey_section_scores', 'surveys']) {
    await db.schema.alterTable(table).dropColumn('caps_json').execute();
    await db.schema.alterTable(table).dropColumn('score_risk').execute();
  }
}

export const migration007: DialectMigration = { up, down };
