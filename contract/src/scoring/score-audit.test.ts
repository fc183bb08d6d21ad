import { describe, expect, it } from 'vitest';
import type { AnswerType } from '../answer-types.ts';
import type { RiskBand } from '../risk.ts';
import { answers, flat, question, type QuestionSpec, section, step, template } from '../template/template.fixture.ts';
import { normScore, questionScore, scoreAudit, unansweredCount } from './score-audit.ts';

const selectOptions: [number, number][] = [
  [10, 1],
  [20, 2],
  [30, 3],
];

/** [case, question spec without id, answer, expected score] */
const questionCases: [string, Omit<QuestionSpec, 'id'>, string, number][] = [
  ['YES_NO yes', { type: 'YES_NO', yes: 5, no: 1 }, 'YES', 5],
  ['YES_NO no', { type: 'YES_NO', yes: 5, no: 1 }, 'NO', 1],
  ['YES_NO negative no', { type: 'YES_NO', yes: 2, no: -2 }, 'NO', -2],
  ['YES_NO without scoring', { type: 'YES_NO' }, 'YES', 0],
  ['SINGLE_SELECT', { type: 'SINGLE_SELECT', options: selectOptions, max: 3 }, '[20]', 2],
  ['SINGLE_SELECT unknown ordinal', { type: 'SINGLE_SELECT', options: selectOptions, max: 3 }, '[40]', 0],
  ['MULTI_SELECT sum', { type: 'MULTI_SELECT', options: selectOptions, max: 6 }, '[10,30]', 4],
  ['MULTI_SELECT capped at max', { type: 'MULTI_SELECT', options: selectOptions, max: 4 }, '[10,20,30]', 4],
  [
    'MULTI_SELECT tenths',
    {
      type: 'MULTI_SELECT',
      options: [
        [10, 0.1],
        [20, 0.2],
      ],
      max: 1,
    },
    '[10,20]',
    0.3,
  ],
  ...(
    ['SHORT_TEXT', 'LONG_TEXT', 'FLOAT', 'FLOAT_RANGE', 'INTEGER', 'INTEGER_RANGE', 'DATE', 'DATE_TIME', 'URL', 'USER'] as AnswerType[]
  ).map((type): [string, Omit<QuestionSpec, 'id'>, string, number] => [`${type} default`, { type, default: 3, max: 3 }, 'x', 3]),
  ['FLOAT without default', { type: 'FLOAT', max: 3 }, '2.5', 0],
];

describe('questionScore', () => {
  it.each(questionCases)('%s', (_, spec, answer, expected) => {
    expect(questionScore(question({ id: 1, ...spec }), answer)).toBe(expected);
  });
});

describe('normScore', () => {
  it.each([
    [8, 0, 10, 80],
    [7, 0, 9, 77.8],
    [-2, -2, 2, 0],
    [0, -2, 2, 50],
    [3, 3, 3, null],
    [0, 0, 0, null],
  ] as const)('score %s in [%s, %s] → %s', (score, min, max, expected) => {
    expect(normScore(score, min, max)).toBe(expected);
  });
});

describe('scoreAudit', () => {
  const t = template([
    section(
      2,
      [
        step(3, [question({ id: 5, type: 'FLOAT', default: 1, max: 1 }), question({ id: 6, type: 'SHORT_TEXT' })]),
        step(4, [question({ id: 7, type: 'LONG_TEXT' })]),
      ],
      20,
    ),
    section(
      1,
      [
        step(1, [
          question({ id: 1, type: 'YES_NO', yes: 5, no: 0, max: 5 }),
          question({
            id: 2,
            type: 'SINGLE_SELECT',
            options: [
              [10, 0],
              [20, 2],
              [30, 4],
            ],
            max: 4,
          }),
        ]),
        step(2, [
          question({ id: 3, type: 'MULTI_SELECT', options: selectOptions, max: 4 }),
          question({ id: 4, type: 'INTEGER', default: 2, max: 2, includeIf: { questionId: 1, condition: 'EQ', value: 'YES' } }),
        ]),
      ],
      10,
    ),
  ]);
  const result = scoreAudit(t, answers({ 1: 'NO', 2: '[30]', 3: '[20,30]', 4: '5', 6: 'Notes', 7: '<p>Fine</p>' }));

  it('sums included questions into steps, sections and the audit (hand-computed)', () => {
    expect(result.sections.map((s) => s.id)).toEqual([1, 2]);
    const [s1, s2] = result.sections;
    const stepTotals = s1!.steps.map(({ id, score, minScore, maxScore, normScore: n, risk }) => ({
      id,
      score,
      minScore,
      maxScore,
      n,
      risk,
    }));
    expect(stepTotals).toEqual([
      { id: 1, score: 4, minScore: 0, maxScore: 9, n: 44.4, risk: 'MODERATE' },
      { id: 2, score: 4, minScore: 0, maxScore: 4, n: 100, risk: 'LOW' },
    ]);
    expect(s1).toMatchObject({ name: 'Section 1', score: 8, minScore: 0, maxScore: 13, normScore: 61.5, risk: 'MODERATE_LOW' });
    expect(s2!.steps.map((st) => [st.score, st.maxScore, st.normScore, st.risk])).toEqual([
      [0, 1, 0, 'HIGH'],
      [0, 0, null, 'UNKNOWN'],
    ]);
    expect(s2).toMatchObject({ score: 0, minScore: 0, maxScore: 1, normScore: 0, risk: 'HIGH' });
    expect(result).toMatchObject({ score: 8, minScore: 0, maxScore: 14, normScore: 57.1, risk: 'MODERATE' });
  });

  it('leaves an excluded question out of the sums even when it has a stale answer', () => {
    const q4 = result.sections[0]!.steps[1]!.questions[1];
    expect(q4).toEqual({ id: 4, included: false, answered: true, notApplicable: false, score: 0, minScore: 0, maxScore: 0, capRisk: null });
    const included = scoreAudit(t, answers({ 1: 'YES', 2: '[30]', 3: '[20,30]', 4: '5' }));
    expect(included.sections[0]!.steps[1]).toMatchObject({ score: 6, maxScore: 6 });
    expect(included.sections[0]!.steps[0]).toMatchObject({ score: 9, maxScore: 9, risk: 'LOW' });
  });

  it('scores an unanswered included question 0 with its min and max counted', () => {
    const q5 = result.sections[1]!.steps[0]!.questions[0];
    expect(q5).toEqual({ id: 5, included: true, answered: false, notApplicable: false, score: 0, minScore: 0, maxScore: 1, capRisk: null });
    expect(unansweredCount(result)).toBe(1);
    expect(unansweredCount(scoreAudit(t, answers({ 1: 'NO', 2: '[30]', 3: '[10]', 5: '1.5', 6: 'a', 7: '<p>b</p>' })))).toBe(0);
  });

  it('is UNKNOWN with a null normScore when max equals min', () => {
    expect(scoreAudit(flat(question({ id: 1 })), answers({ 1: 'text' }))).toMatchObject({ normScore: null, risk: 'UNKNOWN', score: 0 });
    expect(scoreAudit(template([]), new Map())).toMatchObject({ normScore: null, risk: 'UNKNOWN', sections: [] });
  });
});

describe('risk band edges', () => {
  /** One YES_NO question scored `yes` out of 0..10, answered YES. */
  const scoreOf = (yes: number, thresholds: Parameters<typeof template>[1] = null) =>
    scoreAudit(
      template([section(1, [step(1, [question({ id: 1, type: 'YES_NO', yes, no: 0, max: 10 })])])], thresholds),
      answers({ 1: 'YES' }),
    );

  it.each([
    [10, 100, 'LOW'],
    [8, 80, 'LOW'],
    [7.996, 80, 'LOW'],
    [7.99, 79.9, 'MODERATE_LOW'],
    [6, 60, 'MODERATE_LOW'],
    [5.99, 59.9, 'MODERATE'],
    [4, 40, 'MODERATE'],
    [3.99, 39.9, 'MODERATE_HIGH'],
    [2, 20, 'MODERATE_HIGH'],
    [1.99, 19.9, 'HIGH'],
    [0, 0, 'HIGH'],
  ] as [number, number, RiskBand][])('yes = %s → %s%% %s', (yes, norm, band) => {
    const result = scoreOf(yes);
    expect(result.normScore).toBe(norm);
    expect(result.risk).toBe(band);
    expect(result.sections[0]!.risk).toBe(band);
    expect(result.sections[0]!.steps[0]!.risk).toBe(band);
  });

  it('uses the template thresholds when present', () => {
    const custom = { low: 70, moderateLow: 50, moderate: 30, moderateHigh: 10 };
    expect(scoreOf(7, custom).risk).toBe('LOW');
    expect(scoreOf(6.9, custom).risk).toBe('MODERATE_LOW');
    expect(scoreOf(0.5, custom).risk).toBe('HIGH');
  });
});
