import { describe, expect, it } from 'vitest';
import { optionScoreProblem, parseOptionScore } from './option-score.ts';

describe('option scores (spec 2: steps of 0.1)', () => {
  it.each([0, 1, -2, 1.5, 0.3, 0.7, 2.9, 100.1, -0.1])('accepts %d', (v) => expect(optionScoreProblem(v)).toBeNull());
  it.each([1.55, 0.05, 2.999, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (v) => expect(optionScoreProblem(v)).not.toBeNull());

  it('reads typed text as a number, or says why not instead of turning it into 0', () => {
    expect(parseOptionScore('1.5')).toEqual({ value: 1.5 });
    expect(parseOptionScore(' -2 ')).toEqual({ value: -2 });
    expect(parseOptionScore('0,5')).toEqual({ value: 0.5 });
    expect(parseOptionScore('abc')).toEqual({ problem: 'Score must be a number (i.e. 1.5)' });
    expect(parseOptionScore('')).toEqual({ problem: 'Score must be a number (i.e. 1.5)' });
    expect(parseOptionScore('1.2.3')).toEqual({ problem: 'Score must be a number (i.e. 1.5)' });
  });
});
