import { carriedLeft, carriedNotConfirmedMessage } from '@aquarisk/contract/carry-forward';
import { refusalMessages } from '@aquarisk/contract/messages';
import { contradictionsOf } from '@aquarisk/contract/answers/contradictions';
import { answersByAnswerIdOf } from '@aquarisk/contract/answers/include-if';
import { can, canScoreAudit } from '@aquarisk/contract/capabilities';
import { scoreAudit, unansweredCount, type AuditScore } from '@aquarisk/contract/scoring/score-audit';
import type { ScoringContext } from '@aquarisk/contract/scoring/scoring-context';
import { FIRST_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { countOf, isSingular } from '@aquarisk/contract/plural';
import type { AppContext } from '../../app-context.ts';
import { lockAudit } from '../../db/audit-lock.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { recordAuditUpdate } from '../activity-log/index.ts';
import { queueWebhookDeliveries, recordWebhookEvent } from '../webhooks/index.ts';
import { stepQuestionsOf } from './step-questions.ts';
import { storedScore } from './stored-score.ts';
import { storeScore } from './scoring.repository.ts';
import { answersOf, answersWithLastTimeOf, lastAnsweredAt, snapshotOf, type SurveyFlowRow } from '../question-flow/index.ts';
import { farmForScoring } from '../farms/index.ts';

/**
 * What the risk model reads besides the answers (issue 22): the farm's species and place, which select the rule
 * packs, and the audit's date (its recorded date, else the day of its last answer), which dated answers age against.
 */
export async function scoringContextOf(
  db: Executor,
  row: Pick<SurveyFlowRow, 'id' | 'farmId' | 'surveyDate'>,
  /** the latest answer's time when the caller has read it with the answers (scoring does, saving a query) */
  answeredAt?: string | null,
): Promise<ScoringContext> {
  const farm = await farmForScoring(db, row.farmId);
  return {
    auditDate: row.surveyDate ?? (answeredAt === undefined ? await lastAnsweredAt(db, row.id) : answeredAt),
    farm: { species: farm.species, country: farm.country, region: farm.stateProvince },
  };
}

/** Scores one audit and stores the result (used by POST /score and by the demo seed). Throws 409 when incomplete. */
export async function scoreAndStore(db: Executor, row: SurveyFlowRow, by: string): Promise<AuditScore> {
  const snapshot = await snapshotOf(db, row);
  const { answers, carried, lastAnsweredAt: answeredAt } = await answersWithLastTimeOf(db, row.id);
  const context = await scoringContextOf(db, row, answeredAt);
  const result = scoreAudit(snapshot, answersByAnswerIdOf(snapshot, answers), context);
  const open = unansweredCount(result);
  if (open > 0)
    throw new AppError(
      'CONFLICT',
      `The audit cannot be scored: ${countOf(open, 'question')} ${isSingular(open) ? 'is' : 'are'} unanswered.`,
    );
  // Issue 26 item 1: carried answers count only once the auditor confirmed or changed them.
  const waiting = carriedLeft(snapshot, answers, carried);
  if (waiting > 0) throw new AppError('CONFLICT', carriedNotConfirmedMessage(waiting));
  // Issue 39: answers that contradict each other (saved before the rule, or before the date moved) are not scored.
  const [contradiction] = contradictionsOf(snapshot, answers, context);
  if (contradiction) throw new AppError('CONFLICT', contradiction.message);
  const ordinals = new Map(snapshot.sections.map((s) => [s.id, s.ordinal]));
  await storeScore(db, row, result, ordinals, by, nowIso());
  return result;
}

/**
 * Issue 22: a rescore uses the current risk model, and the log says which model the result moved from. A result
 * stored before model versions existed was scored with version 1.
 */
function modelChange(before: Pick<SurveyFlowRow, 'scoredAt' | 'modelVersion'>, now: number): Record<string, [number | null, number]> {
  const was = before.modelVersion ?? (before.scoredAt ? FIRST_MODEL_VERSION : null);
  return was === now ? {} : { modelVersion: [was, now] };
}

/**
 * POST /survey/{id}/score: admin and auditor; a scored audit may be scored again only by an admin. Scoring again is
 * the only way a stored result moves to the current risk model (issue 22): nothing rescores it behind the user's back.
 */
export async function scoreAuditRequest(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const row = await visibleAudit(ctx, user, surveyExtId);
  const rescoreRefused = (state: string) => !canScoreAudit(user.authorities, state === 'SCORED');
  if (rescoreRefused(row.state)) throw new AppError('CONFLICT', refusalMessages.alreadyScored);
  const { answer, events } = await ctx.database.db.transaction().execute(async (tx) => {
    // The row lock serialises scoring with answers; the state is read again after it.
    const fresh = await lockAudit(tx, row.id);
    if (!fresh) throw notFound();
    if (rescoreRefused(fresh.state)) throw new AppError('CONFLICT', refusalMessages.alreadyScored);
    const result = await scoreAndStore(tx, fresh, user.email);
    await recordAuditUpdate(tx, user, row, {
      state: [fresh.state, 'SCORED'],
      normScore: [fresh.normScore, result.normScore],
      risk: [fresh.risk, result.risk],
      ...modelChange(fresh, result.modelVersion),
    });
    const answer = {
      normScore: result.normScore,
      risk: result.risk,
      scoreRisk: result.scoreRisk,
      caps: result.caps,
      modelVersion: result.modelVersion,
    };
    const events = await recordWebhookEvent(
      tx,
      row.companyId,
      'audit.scored',
      {
        audit: { id: row.externalId, name: row.name },
        ...answer,
        rescored: fresh.state === 'SCORED',
      },
      { farmOfAudit: row.id },
    );
    return { answer, events };
  });
  await queueWebhookDeliveries(ctx, events);
  return answer;
}

/** GET /survey/{id}/score?risk: the results (sections as children, steps as their children). */
export async function auditResults(ctx: AppContext, user: AuthUser, surveyExtId: string, riskFilter: string[]) {
  const row = await visibleAudit(ctx, user, surveyExtId);
  const result = storedScore(row);
  const snapshot = await snapshotOf(ctx.database.db, row);
  const seeScore = can(user.authorities, 'seeStepScore');
  const stepInfo = new Map(snapshot.sections.flatMap((s) => s.steps.map((st) => [st.id, st] as const)));
  return {
    title: row.name,
    surveyExtId: row.externalId,
    risk: result.risk,
    scoreRisk: result.scoreRisk,
    caps: result.caps,
    normScore: result.normScore,
    scoredAt: row.scoredAt,
    modelVersion: result.modelVersion,
    exposure: result.exposure,
    rulePacks: result.rulePacks,
    children: result.sections.map((section) => ({
      externalId: String(section.id),
      id: section.id,
      name: section.name,
      risk: section.risk,
      scoreRisk: section.scoreRisk,
      caps: section.caps,
      normScore: section.normScore,
      children: section.steps
        // A step none of whose questions applied to the farm (issue 22: e.g. longlines on an intertidal farm) is not a result.
        .filter((st) => st.questions.length === 0 || st.questions.some((q) => q.included))
        .filter((st) => riskFilter.length === 0 || riskFilter.includes(st.risk))
        .map((st) => ({
          externalId: String(st.id),
          id: st.id,
          title: st.title,
          description: stepInfo.get(st.id)?.description ?? null,
          risk: st.risk,
          scoreRisk: st.scoreRisk,
          caps: st.caps,
          ...(seeScore ? { score: st.score, minScore: st.minScore, maxScore: st.maxScore, normScore: st.normScore } : {}),
        })),
    })),
  };
}

/** GET /survey/{id}/score/section/{s}/step/{st}?details&risk: one step with its questions and answers. */
export async function stepResults(ctx: AppContext, user: AuthUser, surveyExtId: string, sectionId: number, stepId: number) {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const result = storedScore(row);
  const snapshot = await snapshotOf(db, row);
  const section = snapshot.sections.find((s) => s.id === sectionId);
  const step = section?.steps.find((s) => s.id === stepId);
  const scored = result.sections.find((s) => s.id === sectionId)?.steps.find((s) => s.id === stepId);
  if (!section || !step || !scored) throw notFound();
  const answers = await answersOf(db, row.id);
  const seeScore = can(user.authorities, 'seeStepScore');
  return {
    externalId: String(step.id),
    id: step.id,
    sectionName: section.name,
    title: step.title,
    description: step.description,
    risk: scored.risk,
    scoreRisk: scored.scoreRisk,
    caps: scored.caps,
    ...(seeScore ? { score: scored.score, minScore: scored.minScore, maxScore: scored.maxScore, normScore: scored.normScore } : {}),
    questions: stepQuestionsOf(step, scored, answers),
  };
}
