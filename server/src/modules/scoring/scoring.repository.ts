import type { AuditScore } from '@aquarisk/contract/scoring/score-audit';
import type { Executor } from '../../db/database.ts';

/**
 * Stores an audit's score: the whole result as JSON, and the audit's and each section's score, band, the score's own
 * band and the triggered caps as columns, so lists read them without recomputing (migration 007).
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
      scoredAt: now,
      scoredBy: by,
      isComplete: 1,
      openQuestions: 0,
      updatedAt: now,
      updatedBy: by,
    })
    .where('id', '=', surveyId)
    .execute();
  await db.deleteFrom('surveySectionScores').where('surveyId', '=', surveyId).execute();
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
    .execute();
}

/** Takes the audit's row lock for scoring and reads the row as it is now. */
export async function lockSurvey(db: Executor, id: number, at: string) {
  await db.updateTable('surveys').set({ updatedAt: at }).where('id', '=', id).execute();
  return db
    .selectFrom('surveys')
    .leftJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .selectAll('surveys')
    .select('surveySnapshots.hash as snapshotHash')
    .where('surveys.id', '=', id)
    .executeTakeFirstOrThrow();
}
