import { answersByAnswerIdOf } from '@aquarisk/contract/answers/include-if';
import { can } from '@aquarisk/contract/capabilities';
import { scoreAudit, unansweredCount, type AuditScore } from '@aquarisk/contract/scoring/score-audit';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { requireCapability } from '../../plugins/access.ts';
import { recordCompanyActivity } from '../activity/activity.repository.ts';
import { answersOf, snapshotOf } from './survey-flow.service.ts';
import type { SurveyRow } from './survey.mapper.ts';
import { visibleSurvey } from './survey.service.ts';

export const NOT_SCORED = 'This audit has not been scored yet.';

/** Scores one audit and stores the result (used by POST /score and by the demo seed). Throws 409 when incomplete. */
export async function scoreAndStore(db: Executor, row: SurveyRow, by: string): Promise<AuditScore> {
  const snapshot = snapshotOf(row);
  const answers = await answersOf(db, row.id);
  const result = scoreAudit(snapshot, answersByAnswerIdOf(snapshot, answers));
  const open = unansweredCount(result);
  if (open > 0) throw new AppError('CONFLICT', `The audit cannot be scored: ${open} ${open === 1 ? 'question is' : 'questions are'} unanswered.`);
  const now = nowIso();
  await db
    .updateTable('surveys')
    .set({ state: 'SCORED', normScore: result.normScore, risk: result.risk, scoringJson: JSON.stringify(result), scoredAt: now, scoredBy: by, isComplete: 1, updatedAt: now, updatedBy: by })
    .where('id', '=', row.id)
    .execute();
  await db.deleteFrom('surveySectionScores').where('surveyId', '=', row.id).execute();
  const ordinals = new Map(snapshot.sections.map((s) => [s.id, s.ordinal]));
  if (result.sections.length) {
    await db
      .insertInto('surveySectionScores')
      .values(result.sections.map((s) => ({ surveyId: row.id, sectionId: s.id, name: s.name, ordinal: ordinals.get(s.id) ?? 0, score: s.score, minScore: s.minScore, maxScore: s.maxScore, normScore: s.normScore, risk: s.risk })))
      .execute();
  }
  return result;
}

/** POST /survey/{id}/score: admin and auditor; a scored audit may be scored again only by an admin. */
export async function scoreSurvey(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const row = await visibleSurvey(ctx, user, surveyExtId);
  requireCapability(user, 'scoreAudit');
  if (row.state === 'SCORED' && !user.authorities.includes('ROLE_ADMIN')) throw new AppError('CONFLICT', 'This audit is already scored.');
  return ctx.database.db.transaction().execute(async (tx) => {
    await tx.updateTable('surveys').set({ updatedAt: nowIso() }).where('id', '=', row.id).execute();
    const fresh = await tx.selectFrom('surveys').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    const result = await scoreAndStore(tx, fresh, user.email);
    await recordCompanyActivity(tx, row.companyId, {
      actor: actorOf(user),
      method: 'UPDATE',
      target: 'SURVEY',
      targetName: row.name,
      targetExtId: row.externalId,
      changes: { state: [row.state, 'SCORED'], normScore: [row.normScore, result.normScore], risk: [row.risk, result.risk] },
    });
    return { normScore: result.normScore, risk: result.risk };
  });
}

function storedScore(row: SurveyRow): AuditScore {
  if (!row.scoringJson) throw new AppError('CONFLICT', NOT_SCORED);
  return JSON.parse(row.scoringJson) as AuditScore;
}

/** GET /survey/{id}/score?risk: the results (sections as children, steps as their children). */
export async function auditResults(ctx: AppContext, user: AuthUser, surveyExtId: string, riskFilter: string[]) {
  const row = await visibleSurvey(ctx, user, surveyExtId);
  const result = storedScore(row);
  const snapshot = snapshotOf(row);
  const seeScore = can(user.authorities, 'seeStepScore');
  const stepInfo = new Map(snapshot.sections.flatMap((s) => s.steps.map((st) => [st.id, st] as const)));
  return {
    title: row.name,
    surveyExtId: row.externalId,
    risk: result.risk,
    normScore: result.normScore,
    scoredAt: row.scoredAt,
    children: result.sections.map((section) => ({
      externalId: String(section.id),
      id: section.id,
      name: section.name,
      risk: section.risk,
      normScore: section.normScore,
      children: section.steps
        .filter((st) => riskFilter.length === 0 || riskFilter.includes(st.risk))
        .map((st) => ({
          externalId: String(st.id),
          id: st.id,
          title: st.title,
          description: stepInfo.get(st.id)?.description ?? null,
          risk: st.risk,
          ...(seeScore ? { score: st.score, minScore: st.minScore, maxScore: st.maxScore, normScore: st.normScore } : {}),
        })),
    })),
  };
}

/** GET /survey/{id}/score/section/{s}/step/{st}?details&risk: one step with its questions and answers. */
export async function stepResults(ctx: AppContext, user: AuthUser, surveyExtId: string, sectionId: number, stepId: number) {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  const result = storedScore(row);
  const snapshot = snapshotOf(row);
  const section = snapshot.sections.find((s) => s.id === sectionId);
  const step = section?.steps.find((s) => s.id === stepId);
  const scored = result.sections.find((s) => s.id === sectionId)?.steps.find((s) => s.id === stepId);
  if (!section || !step || !scored) throw new AppError('NOT_FOUND', 'Not found');
  const answers = await answersOf(db, row.id);
  const included = new Set(scored.questions.filter((q) => q.included).map((q) => q.id));
  const seeScore = can(user.authorities, 'seeStepScore');
  return {
    externalId: String(step.id),
    id: step.id,
    sectionName: section.name,
    title: step.title,
    description: step.description,
    risk: scored.risk,
    ...(seeScore ? { score: scored.score, minScore: scored.minScore, maxScore: scored.maxScore, normScore: scored.normScore } : {}),
    questions: [...step.questions]
      .sort((a, b) => a.ordinal - b.ordinal)
      .filter((q) => included.has(q.id))
      .map((q) => ({
        id: q.id,
        name: q.name,
        ordinal: q.ordinal,
        text: q.text,
        answerType: q.answerType,
        answerUnits: q.answerUnits,
        answerOptions: q.answerOptions.map((o) => ({ ordinal: o.ordinal, text: o.text })),
        answer: answers.has(q.id) ? { answerStr: answers.get(q.id)! } : null,
      })),
  };
}
