import { describe, expect, it } from 'vitest';
import { carriedLeft, carriedNotConfirmedMessage, carryForward, isAskedFresh } from './carry-forward.ts';
import { oneStepTemplate, question } from './template/template.fixture.ts';

const site = question({ id: 1, type: 'SHORT_TEXT' });
/** Question 2, a single select with these [answer id, score] options. */
const choice = (...options: [number, number][]) => question({ id: 2, type: 'SINGLE_SELECT', options });

const lastYear = oneStepTemplate([
  site,
  choice([1, 0], [2, 5]),
  question({ id: 3, type: 'INTEGER' }),
  question({ id: 4, type: 'YES_NO' }),
  { ...question({ id: 5, type: 'FLOAT' }), ruleKey: 'mortality.month' },
  { ...question({ id: 6, type: 'INTEGER' }), ruleKey: 'site.waveClass' },
]);
const answers = new Map([
  [1, 'Net pen 4'],
  [2, '[2]'],
  [3, '12'],
  [4, 'YES'],
  [5, '3'],
  [6, '2'],
]);

describe('carryForward (issue 26 item 1)', () => {
  it('carries every answer to the same template, except the measures of the period', () => {
    const { carried, notCarried } = carryForward(lastYear, answers, lastYear);
    expect([...carried.keys()].sort()).toEqual([1, 2, 3, 4, 6]);
    expect(notCarried).toEqual(new Map([[5, 'askedFresh']]));
  });

  it('across template versions: a removed question is left behind, an added one stays unanswered, changed options are asked again', () => {
    const thisYear = oneStepTemplate([
      site,
      choice([1, 0], [2, 5], [3, 8]),
      question({ id: 4, type: 'SHORT_TEXT' }),
      question({ id: 7, type: 'YES_NO' }),
    ]);
    const { carried, notCarried } = carryForward(lastYear, answers, thisYear);
    expect(carried).toEqual(new Map([[1, 'Net pen 4']]));
    expect(notCarried.get(2)).toBe('optionsChanged');
    expect(notCarried.get(3)).toBe('removed');
    expect(notCarried.get(4)).toBe('answerTypeChanged');
    expect(carried.has(7)).toBe(false);
  });

  it('an answer no longer valid for the question (new bounds) is not carried', () => {
    const bounded = oneStepTemplate([question({ id: 3, type: 'INTEGER', bounds: { min: 0, max: 10 } })]);
    expect(carryForward(lastYear, answers, bounded).notCarried.get(3)).toBe('invalid');
  });

  it('a question the new template measures for the period is asked fresh even if the old one was not', () => {
    const fresh = oneStepTemplate([{ ...question({ id: 3, type: 'INTEGER' }), ruleKey: 'lice.peak' }]);
    expect(carryForward(lastYear, answers, fresh).notCarried.get(3)).toBe('askedFresh');
  });

  it('answers the new audit has from the farm win', () => {
    const { carried, notCarried } = carryForward(lastYear, answers, lastYear, new Map([[1, 'From the farm']]));
    expect(carried.has(1)).toBe(false);
    expect(notCarried.get(1)).toBe('fromFarm');
  });

  it('isAskedFresh names the period measures only', () => {
    expect(isAskedFresh({ ruleKey: 'escapes.count' })).toBe(true);
    expect(isAskedFresh({ ruleKey: 'oxygen.lowestMgL' })).toBe(true);
    expect(isAskedFresh({ ruleKey: 'licence.expiry' })).toBe(false);
    expect(isAskedFresh({})).toBe(false);
  });
});

describe('carriedLeft', () => {
  it('counts carried answers of the questions that apply', () => {
    const conditional = oneStepTemplate([
      question({ id: 1, type: 'YES_NO' }),
      question({ id: 2, type: 'SHORT_TEXT', includeIf: { questionId: 1, condition: 'EQ', value: 'YES' } }),
      question({ id: 3, type: 'SHORT_TEXT' }),
    ]);
    const carried = new Set([2, 3]);
    expect(
      carriedLeft(
        conditional,
        new Map([
          [1, 'YES'],
          [2, 'a'],
          [3, 'b'],
        ]),
        carried,
      ),
    ).toBe(2);
    expect(
      carriedLeft(
        conditional,
        new Map([
          [1, 'NO'],
          [2, 'a'],
          [3, 'b'],
        ]),
        carried,
      ),
    ).toBe(1);
    expect(carriedLeft(conditional, new Map([[1, 'NO']]), new Set())).toBe(0);
  });

  it('says how many are left in the refusal', () => {
    expect(carriedNotConfirmedMessage(1)).toBe('The audit cannot be scored: 1 carried answer is not confirmed yet.');
    expect(carriedNotConfirmedMessage(3)).toBe('The audit cannot be scored: 3 carried answers are not confirmed yet.');
  });
});
