import { refusalMessages } from '@aquarisk/contract/messages';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import type { AnswerBatchResult, BatchAnswer, BatchAnswerResult } from '@aquarisk/contract/schemas/answer-batch.schema';
import type { AppContext } from '../../app-context.ts';
import { uniqueViolationTable } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { receiptsOf } from './answer-receipts.repository.ts';
import { finishAnswers, saveAnswer, startAnswers } from './answer-write.ts';
import { snapshotOf } from './question-flow.service.ts';

/**
 * POST /survey/{id}/answers (issue 27 item 3): the answers queued offline, in order, in one transaction. Each goes
 * through the one write path `/next` runs (answer-write.ts: saveAnswer), against the answers as they stand (the
 * batch's earlier answers included); the saved ones are written in one statement with one log entry each, the
 * progress once and the cursor after the last saved answer. Every answer leaves a receipt of its result, so the same
 * batch sent again writes nothing (docs/decisions.md, "Answers sent offline").
 */
export async function answerBatch(ctx: AppContext, user: AuthUser, surveyExtId: string, batch: BatchAnswer[]): Promise<AnswerBatchResult> {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
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
  let spent: (() => void) | undefined;
  try {
    return await db.transaction().execute(async (tx) => {
      const write = await startAnswers(tx, user, row, snapshot, batch, { touch: false });
      if (!write) throw new AppError('NOT_FOUND', refusalMessages.noQuestions);
      // The user's share of write time (issue 37 item 22); a batch whose every answer has its receipt writes nothing
      // and answers as before, whatever the budget.
      if (batch.some((a) => !write.receipts.has(a.clientId))) spent = ctx.answerWrites.admit(user.id, batch.length);
      const results: BatchAnswerResult[] = [];
      for (const a of batch) results.push({ clientId: a.clientId, questionId: a.questionId, ...(await saveAnswer(write, a)) });
      const { included, isComplete } = await finishAnswers(write);
      const { answers, carried } = write;
      return {
        results,
        progress: {
          answered: included.filter((e) => answers.has(e.question.id) && !carried.has(e.question.id)).length,
          total: included.length,
        },
        isSurveyComplete: isComplete,
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
