import type { FieldChanges } from '@aquarisk/contract/activity';
import { checkAnswer, progressOf, settledAnswers } from '@aquarisk/contract/answers/flow-context';
import { refusalMessages, validationMessages } from '@aquarisk/contract/messages';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import type { AnswerBatchResult, BatchAnswer, BatchAnswerResult, BatchRefusal } from '@aquarisk/contract/schemas/answer-batch.schema';
import { productionSystemQuestionOf } from '@aquarisk/contract/template/farm-answers';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import type { AppContext } from '../../app-context.ts';
import { nowIso, type Executor } from '../../db/database.ts';
import { uniqueViolationTable } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { visibleSurvey } from '../access/index.ts';
import { recordSurveyUpdates } from '../activity-log/index.ts';
import { cachedSnapshot, type FlowEntry, flowOrder, includedEntries, nextAfter, snapshotBodyByHash } from '../audit-snapshots/index.ts';
import { farmForScoring } from '../farms/index.ts';
import { memberByExternalId } from '../users/index.ts';
import { answerChange, confirmedChange } from './answer-change.ts';
import { type AnswerReceipt, insertReceipts, lockSurvey, receiptsOf } from './answer-receipts.repository.ts';
import { carriedSourceOf, flowAnswersOf, markAnswered, setCursor, type StoredAnswer, upsertAnswers } from './question-flow.repository.ts';
import { snapshotOf } from './question-flow.service.ts';

type Refusal = { reason: BatchRefusal; message: string };

/** What makes a question the same one to answer: its answer type, options, bounds and when it is asked. */
const definitionOf = (q: TemplateQuestion) =>
  JSON.stringify([q.answerType, q.answerOptions.map((o) => [o.ordinal, o.text]), q.answerBounds ?? null, q.includeIf ?? null]);

/** The answer ids some question's includeIf or criticalIf reads: only an answer to one of these changes what applies. */
const conditionsRead = new WeakMap<TemplateBody, ReadonlySet<number>>();
function conditionAnswerIds(snapshot: TemplateBody): ReadonlySet<number> {
  let ids = conditionsRead.get(snapshot);
  if (!ids) {
    const questions = snapshot.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
    ids = new Set(questions.flatMap((q) => [q.includeIf?.answerId, q.criticalIf?.answerId]).filter((id): id is number => id != null));
    conditionsRead.set(snapshot, ids);
  }
  return ids;
}

/** The snapshot an offline answer was given against, by its hash; null when no audit was launched on it. */
async function snapshotByHash(db: Executor, hash: string): Promise<TemplateBody | null> {
  const body = await snapshotBodyByHash(db, hash);
  return body === undefined ? null : cachedSnapshot(hash, () => Promise.resolve(body));
}

/** The answer's question is the one answered offline: in the audit, and defined alike in both snapshots. */
async function questionChanged(db: Executor, row: { snapshotHash: string | null }, entry: FlowEntry | undefined, hash?: string) {
  if (!entry) return true;
  if (hash === undefined || hash === row.snapshotHash) return false;
  const then = await snapshotByHash(db, hash);
  const before = then && flowOrder(then).find((e) => e.question.id === entry.question.id);
  return !before || definitionOf(before.question) !== definitionOf(entry.question);
}

const refused = (a: BatchAnswer, r: Refusal, repeated = false): BatchAnswerResult => ({
  clientId: a.clientId,
  questionId: a.questionId,
  status: 'refused',
  reason: r.reason,
  message: r.message,
  repeated,
});

/** The first result of an answer sent again, or the refusal of an id this audit used for another answer. */
function repeatOf(a: BatchAnswer, receipt: AnswerReceipt): BatchAnswerResult {
  if (receipt.questionId !== a.questionId) return refused(a, { reason: 'ID_REUSED', message: offlineMessages.clientIdReused });
  return {
    clientId: a.clientId,
    questionId: a.questionId,
    status: receipt.status,
    reason: (receipt.reason ?? null) as BatchRefusal | null,
    message: receipt.message ?? null,
    repeated: true,
  };
}

/**
 * POST /survey/{id}/answers (issue 27 item 3): the answers queued offline, in order, in one transaction. Each is
 * checked with `/next`'s rules against the answers as they stand (the batch's earlier answers included); the saved
 * ones are written in one statement with one log entry each, the progress once and the cursor after the last saved
 * answer. Every answer leaves a receipt of its result, so the same batch sent again writes nothing (docs/decisions.md,
 * "Answers sent offline").
 */
export async function answerBatch(ctx: AppContext, user: AuthUser, surveyExtId: string, batch: BatchAnswer[]): Promise<AnswerBatchResult> {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  // Over the write budget, a batch that would write is refused before the write lock (checked again under it).
  const overBudget = ctx.answerWrites.refusalFor(user.id);
  if (overBudget) {
    const known = await receiptsOf(
      db,
      row.id,
      batch.map((a) => a.clientId),
    );
    if (batch.some((a) => !known.has(a.clientId))) throw overBudget;
  }
  const snapshot = await snapshotOf(db, row);
  const all = flowOrder(snapshot);
  const byQuestion = new Map(all.map((e) => [e.question.id, e]));
  const systemQuestion = productionSystemQuestionOf(snapshot)?.id;
  let spent: (() => void) | undefined;
  try {
    return await db.transaction().execute(async (tx) => {
      const now = nowIso();
      const stored = await lockSurvey(tx, row.id);
      if (!stored) throw new AppError('NOT_FOUND', refusalMessages.noQuestions);
      const receipts = await receiptsOf(
        tx,
        row.id,
        batch.map((a) => a.clientId),
      );
      // The user's share of write time (issue 37 item 22); a batch whose every answer has its receipt writes nothing
      // and answers as before, whatever the budget.
      if (batch.some((a) => !receipts.has(a.clientId))) spent = ctx.answerWrites.admit(user.id, batch.length);
      const { answers, carried } = await flowAnswersOf(tx, row.id);
      const farmSystem = batch.some((a) => a.questionId === systemQuestion)
        ? (await farmForScoring(tx, row.farmId)).productionSystem
        : null;
      const source = carried.size ? await carriedSourceOf(tx, carried) : null;
      const conditions = conditionAnswerIds(snapshot);
      let included: FlowEntry[] | undefined;
      const results: BatchAnswerResult[] = [];
      const fresh: AnswerReceipt[] = [];
      const written = new Map<number, StoredAnswer>();
      const changes: FieldChanges[] = [];

      async function answerOne(tx: Executor, a: BatchAnswer): Promise<BatchAnswerResult> {
        if (stored!.state === 'SCORED') return refused(a, { reason: 'SCORED', message: offlineMessages.scoredMeanwhile });
        const entry = byQuestion.get(a.questionId);
        if (!entry || (await questionChanged(tx, row, entry, a.snapshotHash)))
          return refused(a, { reason: 'QUESTION_CHANGED', message: offlineMessages.questionChanged });
        const q = entry.question;
        const raw = q.answerType === 'LONG_TEXT' ? sanitizeRichText(a.answerValue) : a.answerValue;
        included ??= includedEntries(snapshot, all, answers);
        const checked = checkAnswer(snapshot, all, entry, raw, answers, farmSystem, included);
        if (!checked.ok) return refused(a, { reason: checked.notApplicable ? 'NOT_APPLICABLE' : 'INVALID', message: checked.message });
        if (q.answerType === 'USER' && !(await memberByExternalId(tx, row.companyId, checked.value)))
          return refused(a, { reason: 'INVALID', message: validationMessages.optionRequired });
        const before = answers.get(q.id) ?? null;
        const wasCarried = carried.delete(q.id);
        if (before !== checked.value || wasCarried)
          changes.push(
            before === checked.value
              ? confirmedChange([entry], source?.name ?? null)
              : await answerChange(tx, row.companyId, entry, before, checked.value),
          );
        answers.set(q.id, checked.value);
        // What applies is computed again only after an answer that a condition reads (issue 27: the batch's cost).
        if (conditions.has(q.answer.id)) included = undefined;
        written.set(q.id, {
          surveyId: row.id,
          questionId: q.id,
          answerId: q.answer.id,
          answerStr: checked.value,
          answeredBy: user.id,
          answeredAt: now,
        });
        return { clientId: a.clientId, questionId: a.questionId, status: 'saved', reason: null, message: null, repeated: false };
      }

      let lastSaved: number | null = null;
      for (const a of batch) {
        const receipt = receipts.get(a.clientId);
        if (receipt) {
          results.push(repeatOf(a, receipt));
          continue;
        }
        const result = await answerOne(tx, a);
        if (result.status === 'saved') lastSaved = a.questionId;
        results.push(result);
        const receiptRow = {
          clientId: a.clientId,
          surveyId: row.id,
          userId: user.id,
          questionId: a.questionId,
          status: result.status,
          reason: result.reason,
          message: result.message,
          createdAt: now,
        };
        fresh.push(receiptRow);
        receipts.set(a.clientId, receiptRow);
      }

      included ??= includedEntries(snapshot, all, answers);
      const { open, carriedLeft } = progressOf(included, answers, carried);
      await insertReceipts(tx, fresh);
      if (written.size) {
        await upsertAnswers(tx, [...written.values()]);
        await markAnswered(tx, row.id, open, carriedLeft, now, user.email);
        const next = lastSaved === null ? null : nextAfter(included, settledAnswers(answers, carried), lastSaved);
        await setCursor(tx, row.id, user.id, next?.question.id ?? null);
        // Last: the log's daily count is one row every answer of the day updates, so its lock is held the least.
        await recordSurveyUpdates(tx, user, row, changes);
      }
      const complete = written.size ? open === 0 && carriedLeft === 0 : stored.isComplete === 1;
      return {
        results,
        progress: {
          answered: included.filter((e) => answers.has(e.question.id) && !carried.has(e.question.id)).length,
          total: included.length,
        },
        isSurveyComplete: complete,
      };
    });
  } catch (err) {
    // The same id sent for two audits at once: each held its own audit's lock, the second insert broke the key.
    if (uniqueViolationTable(err) === 'answer_receipts') throw new AppError('CONFLICT', offlineMessages.clientIdReused);
    throw err;
  } finally {
    spent?.();
  }
}
