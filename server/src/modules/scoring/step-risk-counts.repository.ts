import { stepRiskCounts } from '@aquarisk/contract/scoring/step-risk-counts';
import type { AuditScore } from '@aquarisk/contract/scoring/score-audit';
import type { Executor } from '../../db/database.ts';

/** Stores the audit's step counts per band beside its scores (read by the intelligence map). */
export async function storeStepRiskCounts(db: Executor, surveyId: number, result: AuditScore) {
  await db
    .updateTable('surveys')
    .set({ stepRiskCounts: JSON.stringify(stepRiskCounts(result)) })
    .where('id', '=', surveyId)
    .execute();
}
