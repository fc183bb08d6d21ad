import type { AuditScore } from '@aquarisk/contract/scoring/score-audit';
import { stepRiskCounts } from '@aquarisk/contract/scoring/step-risk-counts';
import type { Executor } from '../../db/database.ts';
import { refreshNextAuditDue } from '../../db/farm-schedules.ts';
import type { LatestSection } from '../../db/farm-latest-scores.ts';
import type { SurveyRow } from '../../db/schema.ts';
import { sectionScoreRow } from './section-score-row.ts';

/** What the farm's latest-score row copies from the audit besides its score. */
export type ScoredSurvey = Pick<SurveyRow, 'id' | 'externalId' | 'name' | 'companyId' | 'farmId' | 'createdAt'>;

/**
 * Stores an audit's score: the whole result as JSON, and the audit's and each section's score, band, the score's own
 * band and the triggered caps as columns, so lists read them without recomputing (migration 007), and the step counts
 * per band the intelligence map reads. Two statements whatever the audit's size: the audit row, and its sections in one
 * multi-row upsert. A rescore's sections are the same as the first score's (every section of the audit's snapshot,
 * fixed at launch), so the upsert replaces every row an earlier score wrote, with no delete before it. A third statement
 * keeps the farm's latest scored audit (farm_latest_scores, issue 25 item 2).
 */
export async function storeScore(
  db: Executor,
  survey: ScoredSurvey,
  result: AuditScore,
  sectionOrdinals: ReadonlyMap<number, number>,
  by: string,
  now: string,
) {
  await db
    .updateTable('surveys')
    .set({
      state: 'SCORED',
      normScore: result.normScore,
      risk: result.risk,
      scoreRisk: result.scoreRisk,
      capsJson: JSON.stringify(result.caps),
      scoringJson: JSON.stringify(result),
      modelVersion: result.modelVersion,
      stepRiskCounts: JSON.stringify(stepRiskCounts(result)),
      scoredAt: now,
      scoredBy: by,
      isComplete: 1,
      openQuestions: 0,
      updatedAt: now,
      updatedBy: by,
    })
    .where('id', '=', survey.id)
    .execute();
  await upsertLatestScore(db, survey, result, sectionOrdinals, now);
  await refreshNextAuditDue(db, { farmIds: [survey.farmId] }); // a scored audit meets the farm's schedule (issue 37 item 14)
  if (result.sections.length === 0) return;
  await db
    .insertInto('surveySectionScores')
    .values(result.sections.map((s) => ({ surveyId: survey.id, ...sectionScoreRow(s, sectionOrdinals) })))
    .onConflict((oc) =>
      oc.columns(['surveyId', 'sectionId']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        ordinal: eb.ref('excluded.ordinal'),
        score: eb.ref('excluded.score'),
        minScore: eb.ref('excluded.minScore'),
        maxScore: eb.ref('excluded.maxScore'),
        normScore: eb.ref('excluded.normScore'),
        risk: eb.ref('excluded.risk'),
        scoreRisk: eb.ref('excluded.scoreRisk'),
        capsJson: eb.ref('excluded.capsJson'),
      })),
    )
    .execute();
}

/**
 * Makes this audit the farm's latest scored one unless the farm has a later one (launched later, or at the same time
 * with a higher id: the order the map always used), in one statement. Scoring never unscores an audit and audits
 * never change farm or launch time, so a scored audit can only become or stay the latest; this row then holds it.
 */
async function upsertLatestScore(
  db: Executor,
  survey: ScoredSurvey,
  result: AuditScore,
  sectionOrdinals: ReadonlyMap<number, number>,
  now: string,
) {
  const sections: LatestSection[] = result.sections
    .map((s) => ({
      ordinal: sectionOrdinals.get(s.id) ?? 0,
      name: s.name,
      risk: s.risk,
      norm: s.normScore ?? null,
      score: s.score ?? null,
    }))
    .sort((a, b) => a.ordinal - b.ordinal);
  const row = {
    farmId: survey.farmId,
    companyId: survey.companyId,
    surveyId: survey.id,
    surveyExtId: survey.externalId,
    surveyName: survey.name,
    surveyCreatedAt: survey.createdAt,
    normScore: result.normScore,
    risk: result.risk,
    scoreRisk: result.scoreRisk,
    capsJson: JSON.stringify(result.caps),
    stepRiskCounts: JSON.stringify(stepRiskCounts(result)),
    sectionsJson: JSON.stringify(sections),
    modelVersion: result.modelVersion,
    scoredAt: now,
    updatedAt: now,
  };
  const { farmId: _farmId, ...update } = row;
  await db
    .insertInto('farmLatestScores')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('farmId')
        .doUpdateSet(update)
        .where((eb) =>
          eb.or([
            eb('excluded.surveyCreatedAt', '>', eb.ref('farmLatestScores.surveyCreatedAt')),
            eb.and([
              eb('excluded.surveyCreatedAt', '=', eb.ref('farmLatestScores.surveyCreatedAt')),
              eb('excluded.surveyId', '>=', eb.ref('farmLatestScores.surveyId')),
            ]),
          ]),
        ),
    )
    .execute();
}
