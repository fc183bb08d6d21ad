import { serverMessages } from '@aquarisk/contract/messages';
import type { AnswerWriteBudget } from '../../app-services.ts';
import { AppError } from '../../lib/app-error.ts';

/** An answer batch refused because its user spent their share of write time (429); Retry-After says when to resend. */
export class AnswerWritesThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', serverMessages.answerWritesBusy);
  }
}

export interface AnswerWriteLimits {
  /** write time one user's answer batches may take within a window (ANSWER_WRITE_MS_PER_USER) */
  msPerWindow: number;
  /** the window, sliding (ANSWER_WRITE_WINDOW_SECONDS) */
  windowMs: number;
}

interface Spent {
  at: number;
  ms: number;
}

/**
 * Issue 37 item 22: one user's answer batches may take at most `msPerWindow` of write time in any `windowMs`. On SQLite
 * a batch holds the one writer (and the event loop) to its end, so a user sending 500-answer batches back to back
 * took the whole server; measured time is the cost, as a rich-text answer costs many times a number. A batch that
 * writes is admitted while the user's spent time (finished batches in the window, and running ones at their last
 * cost per answer) is under the budget, else refused with 429 and the wait until enough of it leaves the window.
 * Per process: SQLite runs in one; on PostgreSQL each process keeps its own account.
 */
export function createAnswerWriteBudget(limits: AnswerWriteLimits, now: () => number = () => performance.now()): AnswerWriteBudget {
  const spent = new Map<number, Spent[]>();
  const running = new Map<number, number>();
  const msPerAnswer = new Map<number, number>();

  function recent(userId: number): Spent[] {
    const list = (spent.get(userId) ?? []).filter((s) => s.at + limits.windowMs > now());
    if (list.length) spent.set(userId, list);
    else spent.delete(userId);
    return list;
  }

  /** seconds until the user's finished batches in the window add up to less than the budget */
  function retryAfter(list: Spent[]): number {
    let total = list.reduce((sum, s) => sum + s.ms, 0);
    let until = now();
    for (const s of list) {
      if (total < limits.msPerWindow) break;
      total -= s.ms;
      until = s.at + limits.windowMs;
    }
    return Math.max(1, Math.ceil((until - now()) / 1000));
  }

  function refusalFor(userId: number): AnswerWritesThrottled | null {
    const list = recent(userId);
    const used = list.reduce((sum, s) => sum + s.ms, 0) + (running.get(userId) ?? 0);
    return used >= limits.msPerWindow ? new AnswerWritesThrottled(retryAfter(list)) : null;
  }

  return {
    refusalFor,
    admit(userId: number, answers: number): () => void {
      const refusal = refusalFor(userId);
      if (refusal) throw refusal;
      const estimate = answers * (msPerAnswer.get(userId) ?? 0);
      running.set(userId, (running.get(userId) ?? 0) + estimate);
      const began = now();
      return () => {
        const ms = now() - began;
        const left = (running.get(userId) ?? 0) - estimate;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
        msPerAnswer.set(userId, ms / Math.max(1, answers));
        spent.set(userId, [...recent(userId), { at: now(), ms }]);
      };
    },
  };
}
