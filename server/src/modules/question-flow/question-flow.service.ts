import { isNumberType } from '@aquarisk/contract/answer-types';
import { criticalIds, progressOf, settledAnswers, tocOf, waitingAfterStep } from '@aquarisk/contract/answers/flow-context';
import { can } from '@aquarisk/contract/capabilities';
import { refusalMessages, serverMessages } from '@aquarisk/contract/messages';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { AppContext } from '../../app-context.ts';
import { lockAudit } from '../../db/audit-lock.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { recordAuditUpdate } from '../activity-log/index.ts';
import { farmForScoring } from '../farms/index.ts';
import { confirmedChange } from './answer-change.ts';
import { type AnswerOutcome, finishAnswers, progressAfterAnswers, saveAnswer, startAnswers } from './answer-write.ts';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { cachedSnapshot, firstOpen, type FlowEntry, flowOrder, includedEntries, snapshotBody } from '../audit-snapshots/index.ts';
import type { SurveyRow } from '../../db/schema.ts';
import { type CarriedState, questionContext, type QuestionContext } from './question-context.ts';
import { carriedSourceOf, confirmCarried, cursorOf, flowAnswersOf, setCursor, type SurveyFlowRow } from './question-flow.repository.ts';

/** The audit's template snapshot, parsed once per process (the body is read from the database only then). */
export async function snapshotOf(db: Executor, row: Pick<SurveyFlowRow, 'snapshotId' | 'snapshotHash'>): Promise<TemplateBody> {
  const { snapshotId, snapshotHash } = row;
  if (snapshotId === null || !snapshotHash) throw new AppError('CONFLICT', refusalMessages.noQuestions);
  return cachedSnapshot(snapshotHash, () => snapshotBody(db, snapshotId));
}

async function contextFor(
  db: Executor,
  user: AuthUser,
  row: SurveyRow,
  entry: FlowEntry | null,
  included: FlowEntry[],
  answers: Map<number, string>,
  snapshot: TemplateBody,
  carried: ReadonlyMap<number, number>,
): Promise<QuestionContext> {
  const readOnly = row.state === 'SCORED' || !can(user.authorities, 'answerQuestions');
  const state: CarriedState = { byQuestion: carried, source: await carriedSourceOf(db, carried) };
  // The farm's limits go with a measured number (issue 37 item 6); other questions skip the read (statements per write).
  const measured = entry?.question.ruleKey && isNumberType(entry.question.answerType);
  const farm = measured ? await farmForScoring(db, row.farmId) : null;
  const place = farm ? { species: farm.species, country: farm.country, region: farm.stateProvince } : null;
  return questionContext(db, user, row, entry, included, answers, readOnly, criticalIds(snapshot, answers), state, place);
}

/** GET /survey/{id}/current: the question at the user's cursor, or FINISH when nothing is left. */
export async function currentQuestion(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const snapshot = await snapshotOf(db, row);
  return contextAtCursor(db, user, row, snapshot, flowOrder(snapshot));
}

async function contextAtCursor(db: Executor, user: AuthUser, row: SurveyRow, snapshot: TemplateBody, all: FlowEntry[]) {
  const { answers, carried } = await flowAnswersOf(db, row.id);
  const included = includedEntries(snapshot, all, answers);
  const cursor = await cursorOf(db, row.id, user.id);
  const entry =
    (cursor !== null && included.find((e) => e.question.id === cursor)) || firstOpen(included, settledAnswers(answers, carried));
  return contextFor(db, user, row, entry ?? null, included, answers, snapshot, carried);
}

/** GET /toc/jump/…: moves the user's cursor to a question that applies. */
export async function jumpTo(ctx: AppContext, user: AuthUser, surveyExtId: string, sectionId: number, stepId: number, questionId: number) {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const { answers, carried } = await flowAnswersOf(db, row.id);
  const snapshot = await snapshotOf(db, row);
  const all = flowOrder(snapshot);
  const target = all.find((e) => e.section.id === sectionId && e.step.id === stepId && e.question.id === questionId);
  if (!target) throw new AppError('NOT_FOUND', serverMessages.notFound);
  const included = includedEntries(snapshot, all, answers);
  if (!included.includes(target)) throw new AppError('VALIDATION', refusalMessages.questionNotApplicable);
  await setCursor(db, row.id, user.id, questionId);
  return contextFor(db, user, row, target, included, answers, snapshot, carried);
}

/** POST /survey/{id}/next: saves one answer (the one write path, answer-write.ts), then moves the cursor on (docs/requirements.md#decisions-audits). */
export async function answerAndNext(
  ctx: AppContext,
  user: AuthUser,
  surveyExtId: string,
  questionId: number,
  answerValue: string,
  clientId?: string,
) {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  // With a client id, a scored audit may still answer a retry of an answer saved before the score (below).
  if (row.state === 'SCORED' && clientId === undefined) throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
  const snapshot = await snapshotOf(db, row);
  const answer = { clientId, questionId, answerValue };
  return db.transaction().execute(async (tx) => {
    // The lock comes first and serialises answers and scoring: a score committed meanwhile makes the audit read-only.
    // Without a client id the lock marks the audit in progress too; with one, a retry must write nothing (issue 27:
    // the same id sent again waits for the first on the lock, then answers the question at the cursor).
    const write = await startAnswers(tx, user, row, snapshot, [answer], { touch: clientId === undefined });
    if (!write) throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
    const saved = await saveAnswer(write, answer);
    if (saved.repeated) return contextAtCursor(tx, user, { ...row, ...write.locked }, snapshot, write.all);
    if (saved.status === 'refused') throw refusalError(saved);
    const { included, open, carriedLeft, next } = await finishAnswers(write);
    const complete = open === 0 && carriedLeft === 0 ? 1 : 0;
    const fresh = { ...row, state: 'IN_PROGRESS', isComplete: complete, openQuestions: open, carriedLeft };
    return contextFor(tx, user, fresh, next, included, write.answers, snapshot, write.carried);
  });
}

/** `/next` refuses an answer with an error (the transaction rolls back: no receipt, nothing written). */
function refusalError({ reason, message }: AnswerOutcome): AppError {
  if (reason === 'SCORED') return new AppError('CONFLICT', refusalMessages.scoredReadOnly);
  if (reason === 'ID_REUSED') return new AppError('CONFLICT', offlineMessages.clientIdReused);
  if (reason === 'QUESTION_CHANGED') return new AppError('NOT_FOUND', serverMessages.notFound);
  const text = message ?? serverMessages.notFound;
  return new AppError('VALIDATION', text, reason === 'NOT_APPLICABLE' ? undefined : { answerValue: text });
}

/**
 * POST /survey/{id}/confirm-step: 'Confirm the whole step' (issue 26 item 1). Every carried answer of the step's
 * questions that apply becomes the auditor's own, unchanged, in one transaction with its log entry; the user stays on
 * the next question waiting after the step (FINISH when none is left). A step with nothing carried left writes no
 * answer and no log.
 */
export async function confirmStep(ctx: AppContext, user: AuthUser, surveyExtId: string, sectionId: number, stepId: number) {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const snapshot = await snapshotOf(db, row);
  const all = flowOrder(snapshot);
  const stepEntries = all.filter((e) => e.section.id === sectionId && e.step.id === stepId);
  if (stepEntries.length === 0) throw new AppError('NOT_FOUND', serverMessages.notFound);
  if (row.state === 'SCORED') throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
  return db.transaction().execute(async (tx) => {
    const now = nowIso();
    const stored = await lockAudit(tx, row.id, { at: now, by: user.email });
    if (!stored || stored.state === 'SCORED') throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
    const { answers, carried } = await flowAnswersOf(tx, row.id);
    const source = await carriedSourceOf(tx, carried);
    const included = includedEntries(snapshot, all, answers);
    const confirmed = included.filter((e) => stepEntries.includes(e) && carried.has(e.question.id));
    await confirmCarried(
      tx,
      row.id,
      confirmed.map((e) => e.question.id),
      user.id,
      now,
    );
    for (const e of confirmed) carried.delete(e.question.id);
    const { open, carriedLeft } = progressOf(included, answers, carried);
    await progressAfterAnswers(tx, stored, open, carriedLeft, null);
    const fresh = { ...row, state: 'IN_PROGRESS', isComplete: open === 0 && carriedLeft === 0 ? 1 : 0, openQuestions: open, carriedLeft };
    if (confirmed.length) {
      await recordAuditUpdate(tx, user, row, confirmedChange(confirmed, source?.name ?? null));
    }
    // The auditor goes on to the next question waiting after the step (or the first one before it); none: finished.
    const entry = waitingAfterStep(included, settledAnswers(answers, carried), sectionId, stepId);
    await setCursor(tx, row.id, user.id, entry?.question.id ?? null);
    return contextFor(tx, user, fresh, entry, included, answers, snapshot, carried);
  });
}

/** GET /survey/{id}/sections: sections with steps and questions for the dropdowns. */
export async function surveySections(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const { answers, carried } = await flowAnswersOf(db, row.id);
  const snapshot = await snapshotOf(db, row);
  return tocOf(snapshot, includedEntries(snapshot, flowOrder(snapshot), answers), answers, carried);
}
