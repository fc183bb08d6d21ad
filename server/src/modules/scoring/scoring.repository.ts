import type { AuditScore } from '@aquarisk/contract/scoring/score-audit';
import { stepRiskCounts } from '@aquarisk/contract/scoring/step-risk-counts';
import type { Executor } from '../../db/database.ts';

/**
 * Stores an audit's score: the whole result as JSON, and the audit's and each section's score, band, the score's own
 * band and the triggered caps as columns, so lists read them without recomputing (migration 007), and the step counts
 * per band the intelligence map reads. Two statements whatever the audit's size: the audit row, and its sections in one
 * multi-row upsert. A rescore's sections are the same as the first score's (every section of the audit's snapshot,
 * fixed at launch), so the upsert replaces every row an earlier score wrote, with no delete before it.
 */
export async function storeScore(
  db: Executor,
  surveyId: number,
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
    .where('id', '=', surveyId)
    .execute();
  if (result.sections.length === 0) return;
  await db
    .insertInto('surveySectionScores')
    .values(
      result.sections.map((s) => ({
        surveyId,
        sectionId: s.id,
        name: s.name,
        ordinal: sectionOrdinals.get(s.id) ?? 0,
        score: s.score,
        minScore: s.minScore,
        maxScore: s.maxScore,
        normScore: s.normScore,
        risk: s.risk,
        scoreRisk: s.scoreRisk,
        capsJson: JSON.stringify(s.caps),
      })),
    )
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

/** Takes the audit's row lock for scoring and reads the row as it is now, in one statement (UPDATE … RETURNING). */
export function lockSurvey(db: Executor, id: number, at: string) {
  return db
    .updateTable('surveys')
    .set({ updatedAt: at })
    .where('surveys.id', '=', id)
    .returningAll()
    .returning((eb) =>
      eb
        .selectFrom('surveySnapshots')
        .select('surveySnapshots.hash')
        .whereRef('surveySnapshots.id', '=', 'surveys.snapshotId')
        .as('snapshotHash'),
    )
    .executeTakeFirstOrThrow();
}
