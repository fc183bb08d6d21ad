import { isNumberType } from '@aquarisk/contract/answer-types';
import { validateAnswer } from '@aquarisk/contract/answers/answer-rules';
import { checkAnswer, criticalIds, progressOf, settledAnswers, tocOf, waitingAfterStep } from '@aquarisk/contract/answers/flow-context';
import { productionSystemQuestionOf } from '@aquarisk/contract/template/farm-answers';
import { answerContextOf } from '@aquarisk/contract/answers/question-answer';
import { can } from '@aquarisk/contract/capabilities';
import { refusalMessages, serverMessages, validationMessages } from '@aquarisk/contract/messages';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleSurvey } from '../access/index.ts';
import { recordSurveyUpdate } from '../activity-log/index.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { memberByExternalId } from '../users/index.ts';
import { farmForScoring } from '../farms/index.ts';
import { answerChange, confirmedChange } from './answer-change.ts';
import { insertReceipts, lockSurvey, receiptsOf } from './answer-receipts.repository.ts';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import {
  cachedSnapshot,
  firstOpen,
  type FlowEntry,
  flowOrder,
  includedEntries,
  nextAfter,
  snapshotBody,
} from '../audit-snapshots/index.ts';
import type { SurveyRow } from '../../db/schema.ts';
import { type CarriedState, questionContext, type QuestionContext } from './question-context.ts';
import {
  carriedSourceOf,
  confirmCarried,
  cursorOf,
  flowAnswersOf,
  lockUnscoredSurvey,
  markProgress,
  setCursor,
  type SurveyFlowRow,
  upsertAnswer,
} from './question-flow.repository.ts';

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
  const row = await visibleSurvey(ctx, user, surveyExtId);
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
  const row = await visibleSurvey(ctx, user, surveyExtId);
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

/** POST /survey/{id}/next: validates and saves one answer, then moves the cursor on (docs/requirements.md#decisions-audits). */
export async function answerAndNext(
  ctx: AppContext,
  user: AuthUser,
  surveyExtId: string,
  questionId: number,
  answerValue: string,
  clientId?: string,
) {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  // With a client id, a scored audit may still answer a retry of an answer saved before the score (below).
  if (row.state === 'SCORED' && clientId === undefined) throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
  const snapshot = await snapshotOf(db, row);
  const all = flowOrder(snapshot);
  const entry = all.find((e) => e.question.id === questionId);
  if (!entry) throw new AppError('NOT_FOUND', serverMessages.notFound);
  // Rich text is sanitised first, then validated, so markup that sanitises to nothing counts as empty.
  const raw = entry.question.answerType === 'LONG_TEXT' ? sanitizeRichText(answerValue) : answerValue;
  const valid = validateAnswer(entry.question.answerType, raw, answerContextOf(entry.question));
  if (!valid.ok) throw new AppError('VALIDATION', valid.message, { answerValue: valid.message });
  if (entry.question.answerType === 'USER' && !(await memberByExternalId(db, row.companyId, valid.value))) {
    throw new AppError('VALIDATION', validationMessages.optionRequired, { answerValue: validationMessages.optionRequired });
  }
  // Only the production-system question needs the farm: other answers skip the read (issue 25: statements per write).
  const farmSystem =
    productionSystemQuestionOf(snapshot)?.id === questionId ? (await farmForScoring(db, row.farmId)).productionSystem : null;

  return db.transaction().execute(async (tx) => {
    // Locking the audit row first serialises answers and scoring; a score committed meanwhile makes it read-only.
    const now = nowIso();
    if (clientId !== undefined) {
      // Issue 27: the same id sent again waits for the first on the row lock, then answers the question at the
      // cursor without writing; an id used for another answer is refused.
      const locked = await lockSurvey(tx, row.id);
      const receipt = (await receiptsOf(tx, row.id, [clientId])).get(clientId);
      if (receipt && receipt.questionId !== questionId) throw new AppError('CONFLICT', offlineMessages.clientIdReused);
      if (receipt) return contextAtCursor(tx, user, { ...row, ...locked }, snapshot, all);
      if (locked?.state === 'SCORED') throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
      const receiptRow = { clientId, surveyId: row.id, userId: user.id, questionId, status: 'saved' as const, createdAt: now };
      await insertReceipts(tx, [{ ...receiptRow, reason: null, message: null }]);
    }
    const stored = await lockUnscoredSurvey(tx, row.id, now, user.email);
    if (!stored) throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
    const { answers, carried } = await flowAnswersOf(tx, row.id);
    const checked = checkAnswer(snapshot, all, entry, valid.value, answers, farmSystem);
    if (!checked.ok)
      throw new AppError('VALIDATION', checked.message, checked.notApplicable ? undefined : { answerValue: checked.message });
    const before = answers.get(questionId) ?? null;
    // Saving a carried answer, changed or not, makes it the auditor's own (issue 26 item 1).
    const carriedFrom = carried.get(questionId) ?? null;
    const source = carriedFrom === null ? null : await carriedSourceOf(tx, carried);
    carried.delete(questionId);
    await upsertAnswer(tx, {
      surveyId: row.id,
      questionId,
      answerId: entry.question.answer.id,
      answerStr: checked.value,
      answeredBy: user.id,
      answeredAt: now,
    });
    answers.set(questionId, checked.value);
    const included = includedEntries(snapshot, all, answers);
    const fresh = await storeProgress(tx, row, stored, included, answers, carried);
    const next = nextAfter(included, settledAnswers(answers, carried), questionId);
    await setCursor(tx, row.id, user.id, next?.question.id ?? null);
    if (before !== checked.value || carriedFrom !== null) {
      await recordSurveyUpdate(
        tx,
        user,
        row,
        before === checked.value
          ? confirmedChange([entry], source?.name ?? null)
          : await answerChange(tx, row.companyId, entry, before, checked.value),
      );
    }
    return contextFor(tx, user, fresh, next, included, answers, snapshot, carried);
  });
}

/** Writes the audit's counts when they moved (no second update otherwise); returns the row as the answer left it. */
async function storeProgress(
  db: Executor,
  row: SurveyRow,
  stored: { openQuestions: number | null; isComplete: number; carriedLeft: number },
  included: readonly FlowEntry[],
  answers: ReadonlyMap<number, string>,
  carried: ReadonlyMap<number, number>,
): Promise<SurveyRow> {
  const { open, carriedLeft } = progressOf(included, answers, carried);
  const complete = open === 0 && carriedLeft === 0 ? 1 : 0;
  if (stored.openQuestions !== open || stored.isComplete !== complete || stored.carriedLeft !== carriedLeft)
    await markProgress(db, row.id, open, carriedLeft);
  return { ...row, state: 'IN_PROGRESS', isComplete: complete, openQuestions: open, carriedLeft };
}

/**
 * POST /survey/{id}/confirm-step: 'Confirm the whole step' (issue 26 item 1). Every carried answer of the step's
 * questions that apply becomes the auditor's own, unchanged, in one transaction with its log entry; the user stays on
 * the next question waiting after the step (FINISH when none is left). A step with nothing carried left writes no
 * answer and no log.
 */
export async function confirmStep(ctx: AppContext, user: AuthUser, surveyExtId: string, sectionId: number, stepId: number) {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  const snapshot = await snapshotOf(db, row);
  const all = flowOrder(snapshot);
  const stepEntries = all.filter((e) => e.section.id === sectionId && e.step.id === stepId);
  if (stepEntries.length === 0) throw new AppError('NOT_FOUND', serverMessages.notFound);
  if (row.state === 'SCORED') throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
  return db.transaction().execute(async (tx) => {
    const now = nowIso();
    const stored = await lockUnscoredSurvey(tx, row.id, now, user.email);
    if (!stored) throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
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
    const fresh = await storeProgress(tx, row, stored, included, answers, carried);
    if (confirmed.length) {
      await recordSurveyUpdate(tx, user, row, confirmedChange(confirmed, source?.name ?? null));
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
  const row = await visibleSurvey(ctx, user, surveyExtId);
  const { answers, carried } = await flowAnswersOf(db, row.id);
  const snapshot = await snapshotOf(db, row);
  return tocOf(snapshot, includedEntries(snapshot, flowOrder(snapshot), answers), answers, carried);
}
