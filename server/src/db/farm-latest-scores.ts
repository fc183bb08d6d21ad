import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `farm_latest_scores` (migration 041, issue 25 item 2): one row per farm with a scored audit, holding that farm's
 * latest scored audit (by launch time, then id: the rule the intelligence map always used) as the map, the risk
 * summary and the country data read it. Scoring keeps it with one upsert in its transaction (scoring.repository.ts);
 * the writes that change many audits at once (the migration's back-fill, the demo and scale seeds, bulk fixtures)
 * rebuild it here. Farm and company deletion remove rows by foreign-key cascade. Raw SQL with snake_case names, so it
 * runs on the migrator's plain Kysely instance and on the app's (the CamelCase plugin leaves raw SQL alone).
 */
export type LatestScoreScope = { all: true } | { companyId: number } | { farmIds: readonly number[] };

/** One section as the row's sections_json stores it (the aliases the intelligence map's old subquery used). */
export interface LatestSection {
  ordinal: number;
  name: string;
  risk: string;
  norm: number | null;
  score: number | null;
}

function sectionsJson(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`(SELECT coalesce(json_agg(json_build_object('ordinal', ss.ordinal, 'name', ss.name, 'risk', ss.risk,
        'norm', ss.norm_score, 'score', ss.score) ORDER BY ss.ordinal), '[]'::json)::text
        FROM survey_section_scores ss WHERE ss.survey_id = s.id)`
    : sql`(SELECT json_group_array(json_object('ordinal', o.ordinal, 'name', o.name, 'risk', o.risk,
        'norm', o.norm_score, 'score', o.score))
        FROM (SELECT * FROM survey_section_scores ss WHERE ss.survey_id = s.id ORDER BY ss.ordinal) o)`;
}

function scopeOf(scope: LatestScoreScope, farmColumn: string) {
  if ('all' in scope) return sql`1 = 1`;
  if ('companyId' in scope) return sql`company_id = ${scope.companyId}`;
  if (scope.farmIds.length === 0) return sql`1 = 0`;
  return sql`${sql.ref(farmColumn)} IN (${sql.join(scope.farmIds.map((id) => sql`${id}`))})`;
}

/** Recomputes the rows of the farms in scope from their audits (two statements; run inside the caller's transaction). */
export async function rebuildFarmLatestScores(db: Kysely<any>, scope: LatestScoreScope, now = new Date().toISOString()) {
  await sql`DELETE FROM farm_latest_scores WHERE ${scopeOf(scope, 'farm_id')}`.execute(db);
  const where = 'all' in scope ? sql`1 = 1` : 'companyId' in scope ? sql`f.company_id = ${scope.companyId}` : scopeOf(scope, 'f.id');
  await sql`INSERT INTO farm_latest_scores (farm_id, company_id, survey_id, survey_ext_id, survey_name, survey_created_at,
      norm_score, risk, score_risk, caps_json, step_risk_counts, sections_json, model_version, scored_at, updated_at)
    SELECT f.id, f.company_id, s.id, s.external_id, s.name, s.created_at, s.norm_score, s.risk, s.score_risk, s.caps_json,
      s.step_risk_counts, ${sectionsJson(db)}, s.model_version, s.scored_at, ${now}
    FROM farms f
    JOIN surveys s ON s.id = (SELECT l.id FROM surveys l WHERE l.farm_id = f.id AND l.state = 'SCORED'
      ORDER BY l.created_at DESC, l.id DESC LIMIT 1)
    WHERE ${where}`.execute(db);
}
