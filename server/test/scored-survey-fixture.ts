import type { Insertable } from 'kysely';
import type { TriggeredCap } from '@aquarisk/contract/scoring/caps';
import { stepRiskCounts } from '@aquarisk/contract/scoring/step-risk-counts';
import { rebuildFarmLatestScores } from '../src/db/farm-latest-scores.ts';
import type { SurveysTable } from '../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

export interface ScoredSurveySpec {
  name: string;
  createdAt: string;
  state?: 'SCORED' | 'IN_PROGRESS' | 'NOT_STARTED';
  normScore?: number | null;
  risk?: string | null;
  /** the score's own band when a knockout cap set `risk` (issue 13), and the caps that were triggered */
  scoreRisk?: string;
  caps?: TriggeredCap[];
  sections?: { name: string; risk: string; normScore: number | null; score: number }[];
  /** the risk of each scored step */
  steps?: string[];
  assignees?: string[];
}

/** Inserts an audit with stored scores as scoring leaves them (scoring itself is tested in the surveys module). */
export async function insertScoredSurvey(t: TestApp, farmExtId: string, s: ScoredSurveySpec) {
  const db = t.database.db;
  const farm = await db.selectFrom('farms').select(['id', 'companyId']).where('externalId', '=', farmExtId).executeTakeFirstOrThrow();
  const state = s.state ?? 'SCORED';
  const scored = state === 'SCORED';
  const values = {
    externalId: crypto.randomUUID(),
    companyId: farm.companyId,
    farmId: farm.id,
    name: s.name,
    description: null,
    surveyYear: Number(s.createdAt.slice(0, 4)),
    state,
    closed: 0,
    normScore: scored ? (s.normScore ?? null) : null,
    risk: scored ? (s.risk ?? null) : null,
    ...(scored && s.scoreRisk ? { scoreRisk: s.scoreRisk } : {}),
    ...(scored && s.caps ? { capsJson: JSON.stringify(s.caps) } : {}),
    createdAt: s.createdAt,
    createdBy: 'test',
    updatedAt: s.createdAt,
    updatedBy: 'test',
    scoredAt: scored ? s.createdAt : null,
    isComplete: scored ? 1 : 0,
    stepRiskCounts: scored ? JSON.stringify(stepRiskCounts({ sections: [{ steps: (s.steps ?? []).map((risk) => ({ risk })) }] })) : null,
  };
  const row = await db
    .insertInto('surveys')
    .values(values as Insertable<SurveysTable>)
    .returning(['id', 'externalId'])
    .executeTakeFirstOrThrow();
  const sections = s.sections ?? [];
  if (sections.length) {
    await db
      .insertInto('surveySectionScores')
      .values(
        sections.map((x, i) => ({
          surveyId: row.id,
          sectionId: i + 1,
          name: x.name,
          ordinal: (i + 1) * 10,
          score: x.score,
          minScore: 0,
          maxScore: 100,
          normScore: x.normScore,
          risk: x.risk,
        })),
      )
      .execute();
  }
  // Written as scoring leaves it: the farm's latest scored audit too (farm_latest_scores).
  await rebuildFarmLatestScores(db, { farmIds: [farm.id] });
  for (const email of s.assignees ?? []) {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db.insertInto('surveyUsers').values({ surveyId: row.id, userId: user.id, createdAt: s.createdAt }).execute();
  }
  return row.externalId;
}
