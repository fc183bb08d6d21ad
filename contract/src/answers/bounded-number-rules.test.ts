import { describe, expect, it } from 'vitest';
import type { AnswerType } from '../answer-types.ts';
import { validationMessages as m } from '../messages.ts';
import { validateAnswer, type AnswerContext } from './answer-rules.ts';
import { answerContextOf } from './question-answer.ts';

const check = (type: AnswerType, raw: string, ctx?: AnswerContext) => validateAnswer(type, raw, ctx);
const temperature = { bounds: { min: -2, max: 35 } };
const count = { bounds: { min: 0 } };
const percent = { bounds: { max: 100 } };

describe('number answers of a question with its own bounds', () => {
  it.each([
    ['FLOAT', '-1.50', temperature, '-1.50'],
    ['FLOAT', '-2', temperature, '-2'],
    ['FLOAT', '35', temperature, '35'],
    ['FLOAT', '0', temperature, '0'],
    ['FLOAT', '-0.00', temperature, '0.00'],
    ['FLOAT', '0', count, '0'],
    ['INTEGER', '0', count, '0'],
    ['INTEGER', '-0', temperature, '0'],
    ['INTEGER', '-2', temperature, '-2'],
    ['FLOAT_RANGE', '-1.50-4.25', temperature, '-1.50-4.25'],
    ['FLOAT_RANGE', '-2--1', temperature, '-2--1'],
    ['INTEGER_RANGE', '0 - 12', count, '0-12'],
    ['INTEGER_RANGE', '-2-007', temperature, '-2-7'],
  ] as const)('%s %s passes as %s', (type, raw, ctx, value) => {
    expect(check(type, raw, ctx)).toEqual({ ok: true, value });
  });

  it.each([
    ['FLOAT', '-2.01', temperature, 'Answer must be a number between -2 and 35'],
    ['FLOAT', '35.01', temperature, 'Answer must be a number between -2 and 35'],
    ['FLOAT', '-1', count, 'Answer must be a number at least 0'],
    ['FLOAT', '0', percent, 'Answer must be a number greater than 0 and at most 100'],
    ['FLOAT', '100.5', percent, 'Answer must be a number greater than 0 and at most 100'],
    ['FLOAT', '1.234', temperature, m.float],
    ['FLOAT', 'abc', temperature, m.float],
    ['INTEGER', '-3', temperature, 'Answer must be a whole number between -2 and 35'],
    ['INTEGER', '1.5', count, 'Answer must be a whole number between 0 and 2,147,483,647'],
    ['INTEGER', '2147483648', count, 'Answer must be a whole number between 0 and 2,147,483,647'],
    ['FLOAT_RANGE', '-3-4', temperature, 'Range inputs must be numbers between -2 and 35'],
    ['FLOAT_RANGE', '4-1', temperature, m.rangeOrder],
    ['FLOAT_RANGE', '4-4', temperature, m.rangeOrder],
    ['FLOAT_RANGE', '1.234-4', temperature, m.floatRange],
    ['FLOAT_RANGE', '4', temperature, m.floatRange],
    ['INTEGER_RANGE', '-1-4', count, 'Range inputs must be whole numbers between 0 and 2,147,483,647'],
    ['INTEGER_RANGE', '9-3', count, m.rangeOrder],
  ] as const)('%s %s fails: %s', (type, raw, ctx, message) => {
    expect(check(type, raw, ctx)).toEqual({ ok: false, message });
  });

  it("keeps the spec's rules without bounds, or with bounds that set no end", () => {
    expect(check('FLOAT', '0')).toEqual({ ok: false, message: m.float });
    expect(check('FLOAT', '-1', { bounds: { min: null, max: null } })).toEqual({ ok: false, message: m.float });
    expect(check('INTEGER', '-1', { bounds: null })).toEqual({ ok: false, message: m.integer });
    expect(check('FLOAT', '2.53', { bounds: { min: null, max: null } })).toEqual({ ok: true, value: '2.53' });
  });

  it('ignores bounds for answers that are not numbers', () => {
    expect(check('SHORT_TEXT', '-5', temperature)).toEqual({ ok: true, value: '-5' });
    expect(check('YES_NO', '40', temperature)).toEqual({ ok: false, message: m.optionRequired });
  });
});

describe('N/A answers', () => {
  it("accepts 'N/A' only where the question allows it", () => {
    expect(check('YES_NO', 'N/A', { allowNotApplicable: true })).toEqual({ ok: true, value: 'N/A' });
    expect(check('FLOAT', ' N/A ', { allowNotApplicable: true, bounds: { min: 0 } })).toEqual({ ok: true, value: 'N/A' });
    expect(check('YES_NO', 'N/A')).toEqual({ ok: false, message: m.optionRequired });
    expect(check('FLOAT', 'N/A', { allowNotApplicable: false })).toEqual({ ok: false, message: m.float });
    expect(check('SHORT_TEXT', 'n/a', { allowNotApplicable: true })).toEqual({ ok: true, value: 'n/a' });
  });

  it('builds the context from a question', () => {
    const ctx = answerContextOf({ answerOptions: [], answerBounds: { min: -2, max: 35 }, allowNotApplicable: true });
    expect(ctx).toEqual({ options: [], bounds: { min: -2, max: 35 }, allowNotApplicable: true });
    expect(answerContextOf({ answerOptions: [] })).toEqual({ options: [], bounds: null, allowNotApplicable: false });
  });
});
