import { describe, expect, it } from 'vitest';
import { AnswerWritesThrottled, createAnswerWriteBudget } from './answer-write-budget.ts';

describe('the answer write budget (issue 37 item 22)', () => {
  it('admits while the window holds less than the budget, refuses with the wait until enough leaves it, per user', () => {
    let clock = 0;
    const budget = createAnswerWriteBudget({ msPerWindow: 1000, windowMs: 10_000 }, () => clock);
    const run = (user: number, ms: number) => {
      const done = budget.admit(user, 500);
      clock += ms;
      done();
    };
    run(1, 600);
    clock += 1000; // at 1.6 s
    run(1, 600); // spent 1.2 s, the second batch ended at 2.2 s
    expect(budget.refusalFor(1)).toBeInstanceOf(AnswerWritesThrottled);
    expect(() => budget.admit(1, 10)).toThrow(AnswerWritesThrottled);
    // the first batch (ended at 0.6 s) leaves the window at 10.6 s: 8.4 s from now, so 9 s
    expect(budget.refusalFor(1)?.retryAfterSeconds).toBe(9);
    expect(budget.refusalFor(2)).toBeNull();
    clock = 10_600;
    expect(budget.refusalFor(1)).toBeNull();
  });

  it('counts running batches at the cost per answer last measured, so batches at once cannot all pass', () => {
    let clock = 0;
    const budget = createAnswerWriteBudget({ msPerWindow: 1000, windowMs: 10_000 }, () => clock);
    const first = budget.admit(1, 100);
    clock += 100; // 1 ms an answer
    first();
    const a = budget.admit(1, 500); // 100 + 500 estimated
    const b = budget.admit(1, 500); // 100 + 1000 estimated: the next is refused
    expect(() => budget.admit(1, 500)).toThrow(AnswerWritesThrottled);
    a();
    b();
    expect(budget.refusalFor(1)).toBeNull();
  });
});
