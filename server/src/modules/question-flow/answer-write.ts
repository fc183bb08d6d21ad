import type { FieldChanges } from '@aquarisk/contract/activity';
import { CONTRADICTION_KEYS } from '@aquarisk/contract/answers/contradictions';
import { checkAnswer, progressOf, settledAnswers } from '@aquarisk/contract/answers/flow-context';
import type { ScoringContext } from '@aquarisk/contract/scoring/scoring-context';
import { validationMessages } from '@aquarisk/contract/messages';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import type { BatchRefusal } from '@aquarisk/contract/schemas/answer-batch.schema';
import { productionSystemQuestionOf } from '@aquarisk/contract/template/farm-answers';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { type AuditTouch, lockAudit } from '../../db/audit-lock.ts';
import { nowIso, type Executor } from '../../db/database.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { recordAuditUpdates } from '../activity-log/index.ts';
import { type FlowEntry, flowOrder, includedEntries, nextAfter } from '../audit-snapshots/index.ts';
import { farmForScoring } from '../farms/index.ts';
import { memberByExternalId } from '../users/index.ts';
import { answerChange, confirmedChange } from './answer-change.ts';
import { type AnswerReceipt, insertReceipts, receiptsOf } from './answer-receipts.repository.ts';
import { conditionAnswerIds, questionChanged } from './question-changed.ts';
import {
  carriedSourceOf,
  flowAnswersOf,
  setCursor,
  storeProgress,
  type StoredAnswer,
  type SurveyFlowRow,
  upsertAnswers,
} from './question-flow.repository.ts';

/** One answer to save: the app's id for it (sent again, nothing is written twice) and, offline, the snapshot it was given against. */
export interface AnswerToSave {
  clientId?: string;
  questionId: number;
  answerValue: string;
  snapshotHash?: string;
}

/** What became of an answer: saved, or refused with a reason and its message; `repeated` when its client id was seen before. */
export interface AnswerOutcome {
  status: 'saved' | 'refused';
  reason: BatchRefusal | null;
  message: string | null;
  repeated: boolean;
}

/** The answers of one audit as one transaction saves them, under the audit's row lock: what each is checked against. */
export interface AnswerWrite {
  tx: Executor;
  user: AuthUser;
  /** the audit as the caller found it, and as it stands under the lock */
  row: SurveyFlowRow;
  locked: SurveyFlowRow;
  /** the lock marked the audit in progress already (`/next` without a client id) */
  touch: AuditTouch | null;
  at: string;
  snapshot: TemplateBody;
  all: FlowEntry[];
  byQuestion: ReadonlyMap<number, FlowEntry>;
  answers: Map<number, string>;
  carried: Map<number, number>;
  receipts: Map<string, AnswerReceipt>;
  farmSystem: string | null;
  included?: FlowEntry[];
  /** issue 39: the audit's date and farm, read when an answer could contradict another */
  facts?: ScoringContext;
  source?: { name: string } | null;
  written: Map<number, StoredAnswer>;
  newReceipts: AnswerReceipt[];
  changes: FieldChanges[];
  lastSaved: number | null;
}

const outcome = (reason: BatchRefusal, message: string): AnswerOutcome => ({ status: 'refused', reason, message, repeated: false });

/**
 * Issue 38 item 3: the one way an answer is saved. In the caller's transaction: the audit's row lock first (lockAudit;
 * `touch` marks it in progress in the same statement), then the receipts of the answers' client ids, the audit's
 * answers and, when one of them answers the production-system question, the farm's system. Null: the audit is gone.
 */
export async function startAnswers(
  tx: Executor,
  user: AuthUser,
  row: SurveyFlowRow,
  snapshot: TemplateBody,
  toSave: readonly AnswerToSave[],
  options: { touch: boolean },
): Promise<AnswerWrite | null> {
  const at = nowIso();
  const touch = options.touch ? { at, by: user.email } : null;
  const locked = await lockAudit(tx, row.id, touch ?? undefined);
  if (!locked) return null;
  const receipts = await receiptsOf(
    tx,
    row.id,
    toSave.flatMap((a) => a.clientId ?? []),
  );
  const { answers, carried } = await flowAnswersOf(tx, row.id);
  const systemQuestion = productionSystemQuestionOf(snapshot)?.id;
  const farmSystem = toSave.some((a) => a.questionId === systemQuestion) ? (await farmForScoring(tx, row.farmId)).productionSystem : null;
  const all = flowOrder(snapshot);
  const byQuestion = new Map(all.map((e) => [e.question.id, e]));
  const base = { tx, user, row, locked, touch, at, snapshot, all, byQuestion, answers, carried, receipts, farmSystem };
  return { ...base, written: new Map(), newReceipts: [], changes: [], lastSaved: null };
}

/**
 * Saves one answer: its client id's first result when the id was seen (nothing written), else checked with the flow's
 * rules against the answers as they stand (the transaction's earlier answers included): the audit not scored, the
 * question in it and unchanged, rich text sanitised first, the answer type's rules, applicable, the farm's system, N/A
 * where critical, a USER answer naming a member. A saved answer is the auditor's own (no longer carried) and is
 * written by finishAnswers with the transaction's others; with a client id its result is kept as a receipt.
 */
export async function saveAnswer(w: AnswerWrite, a: AnswerToSave): Promise<AnswerOutcome> {
  const receipt = a.clientId === undefined ? undefined : w.receipts.get(a.clientId);
  if (receipt) {
    if (receipt.questionId !== a.questionId) return outcome('ID_REUSED', offlineMessages.clientIdReused);
    const reason = (receipt.reason ?? null) as BatchRefusal | null;
    return { status: receipt.status, reason, message: receipt.message ?? null, repeated: true };
  }
  const result = await checkAndKeep(w, a);
  if (a.clientId !== undefined) {
    const kept = { clientId: a.clientId, surveyId: w.row.id, userId: w.user.id, questionId: a.questionId, createdAt: w.at };
    const row = { ...kept, status: result.status, reason: result.reason, message: result.message };
    w.newReceipts.push(row);
    w.receipts.set(a.clientId, row);
  }
  return result;
}

/**
 * Issue 39: what contradictions are judged on, read once per transaction and only for an answer that can make one: the
 * farm's species and place (its lice limit) and the audit's date (its recorded date, else today).
 */
async function factsOf(w: AnswerWrite): Promise<ScoringContext> {
  if (!w.facts) {
    const farm = await farmForScoring(w.tx, w.row.farmId);
    w.facts = {
      auditDate: w.row.surveyDate ?? w.at.slice(0, 10),
      farm: { species: farm.species, country: farm.country, region: farm.stateProvince },
    };
  }
  return w.facts;
}

async function checkAndKeep(w: AnswerWrite, a: AnswerToSave): Promise<AnswerOutcome> {
  const { tx, row, snapshot, all, answers, carried } = w;
  if (w.locked.state === 'SCORED') return outcome('SCORED', offlineMessages.scoredMeanwhile);
  const entry = w.byQuestion.get(a.questionId);
  if (!entry || (await questionChanged(tx, row, entry, a.snapshotHash)))
    return outcome('QUESTION_CHANGED', offlineMessages.questionChanged);
  const q = entry.question;
  const raw = q.answerType === 'LONG_TEXT' ? sanitizeRichText(a.answerValue) : a.answerValue;
  w.included ??= includedEntries(snapshot, all, answers);
  const facts = q.ruleKey && CONTRADICTION_KEYS.has(q.ruleKey) ? await factsOf(w) : undefined;
  const checked = checkAnswer(snapshot, all, entry, raw, answers, w.farmSystem, w.included, facts);
  if (!checked.ok) return outcome(checked.notApplicable ? 'NOT_APPLICABLE' : 'INVALID', checked.message);
  if (q.answerType === 'USER' && !(await memberByExternalId(tx, row.companyId, checked.value)))
    return outcome('INVALID', validationMessages.optionRequired);
  const before = answers.get(q.id) ?? null;
  // Saving a carried answer, changed or not, makes it the auditor's own (issue 26 item 1).
  if (carried.has(q.id)) w.source ??= await carriedSourceOf(tx, carried);
  const wasCarried = carried.delete(q.id);
  if (before !== checked.value || wasCarried)
    w.changes.push(
      before === checked.value
        ? confirmedChange([entry], w.source?.name ?? null)
        : await answerChange(tx, row.companyId, entry, before, checked.value),
    );
  answers.set(q.id, checked.value);
  // What applies is computed again only after an answer that a condition reads (issue 27: the batch's cost).
  if (conditionAnswerIds(snapshot).has(q.answer.id)) w.included = undefined;
  w.written.set(q.id, {
    surveyId: row.id,
    questionId: q.id,
    answerId: q.answer.id,
    answerStr: checked.value,
    answeredBy: w.user.id,
    answeredAt: w.at,
  });
  w.lastSaved = q.id;
  return { status: 'saved', reason: null, message: null, repeated: false };
}

/**
 * Writes what the transaction's answers left: the receipts, the saved answers in one statement, the audit's counts,
 * the user's cursor after the last saved answer and a log entry per change (last: the log's daily count is one row
 * every answer of the day updates, so its lock is held the least). Without a saved answer, only the receipts.
 */
export async function finishAnswers(w: AnswerWrite) {
  const { tx, row, user, answers, carried } = w;
  const included = (w.included ??= includedEntries(w.snapshot, w.all, answers));
  const { open, carriedLeft } = progressOf(included, answers, carried);
  await insertReceipts(tx, w.newReceipts);
  let next: FlowEntry | null = null;
  if (w.lastSaved !== null) {
    await upsertAnswers(tx, [...w.written.values()]);
    await progressAfterAnswers(tx, w.locked, open, carriedLeft, w.touch ? null : { at: w.at, by: user.email });
    next = nextAfter(included, settledAnswers(answers, carried), w.lastSaved) ?? null;
    await setCursor(tx, row.id, user.id, next?.question.id ?? null);
    await recordAuditUpdates(tx, user, row, w.changes);
  }
  const isComplete = w.lastSaved !== null ? open === 0 && carriedLeft === 0 : w.locked.isComplete === 1;
  return { included, open, carriedLeft, isComplete, next };
}

/**
 * The audit's counts after answers: with `touch` (the lock did not mark the audit) always, with the audit in progress
 * by the user; else only when they moved, so an answer that leaves them as they were writes no second update.
 */
export async function progressAfterAnswers(
  tx: Executor,
  locked: Pick<SurveyFlowRow, 'id' | 'openQuestions' | 'isComplete' | 'carriedLeft'>,
  open: number,
  carriedLeft: number,
  touch: AuditTouch | null,
) {
  const complete = open === 0 && carriedLeft === 0 ? 1 : 0;
  if (touch || locked.openQuestions !== open || locked.isComplete !== complete || locked.carriedLeft !== carriedLeft)
    await storeProgress(tx, locked.id, open, carriedLeft, touch ?? undefined);
}
