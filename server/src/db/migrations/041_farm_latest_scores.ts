import type { Kysely } from 'kysely';
import { floatType, fkCascade, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';
import { rebuildFarmLatestScores } from '../farm-latest-scores.ts';

/**
 * Each farm's latest scored audit, kept at scoring time (issue 25 item 2): the intelligence map, risk summary and
 * country data read one row per farm instead of finding the latest of every farm's audits on each call. Back-filled
 * from the stored scores. (company_id, risk) answers the risk summary from the index alone.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  const ts = timestampType(dialect);
  await db.schema
    .createTable('farm_latest_scores')
    .addColumn('farm_id', 'integer', (c) => fkCascade(c, 'farms.id').primaryKey())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('survey_ext_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('survey_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('survey_created_at', ts, (c) => c.notNull())
    .addColumn('norm_score', floatType)
    .addColumn('risk', 'varchar(16)')
    .addColumn('score_risk', 'varchar(16)')
    .addColumn('caps_json', 'text')
    .addColumn('step_risk_counts', 'text')
    .addColumn('sections_json', 'text', (c) => c.notNull())
    .addColumn('model_version', 'integer')
    .addColumn('scored_at', ts)
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('farm_latest_scores_company_risk_idx').on('farm_latest_scores').columns(['company_id', 'risk']).execute();
  await db.schema.createIndex('farm_latest_scores_survey_idx').on('farm_latest_scores').column('survey_id').execute();
  await rebuildFarmLatestScores(db, { all: true });
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('farm_latest_scores').ifExists().execute();
}

export const migration041: DialectMigration = { up, down };
