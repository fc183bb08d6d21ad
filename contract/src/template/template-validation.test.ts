import { describe, expect, it } from 'vitest';
import { answerIdOf, question, section, step, template } from './template.fixture.ts';
import { validateTemplate } from './template-rules.ts';
import type { TemplateBody, TemplateQuestion } from './template.schema.ts';

const Q = 'sections[0].steps[0].questions';

/** A valid template: a yes/no, a select and a dependent question, plus a second section. */
const valid = (): TemplateBody =>
  template([
    section(1, [
      step(1, [
        question({ id: 1, type: 'YES_NO', yes: 2, no: 0, max: 2 }),
        question({
          id: 2,
          type: 'SINGLE_SELECT',
          options: [
            [10, 0],
            [20, 1],
          ],
          max: 1,
        }),
        question({ id: 3, type: 'INTEGER', includeIf: { questionId: 1, condition: 'EQ', value: 'YES' } }),
        question({ id: 4, type: 'DATE', includeIf: { questionId: 2, condition: 'CONTAINS', value: '20' } }),
      ]),
    ]),
    section(2, [step(2, [question({ id: 5, includeIf: { questionId: 3, condition: 'BETWEEN', value: '1-5' } })])]),
  ]);

type Edit = (t: TemplateBody) => void;
const q = (t: TemplateBody, i: number): TemplateQuestion => t.sections[0]!.steps[0]!.questions[i]!;
const cond = (t: TemplateBody, i: number) => q(t, i).includeIf!;

/** [case, edit of the valid template, path, message] */
const cases: [string, Edit, string, string][] = [
  [
    'duplicate section id',
    (t) => {
      t.sections[1]!.id = 1;
    },
    'sections[1].id',
    'Duplicate section id 1',
  ],
  [
    'duplicate step id',
    (t) => {
      t.sections[1]!.steps[0]!.id = 1;
    },
    'sections[1].steps[0].id',
    'Duplicate step id 1',
  ],
  [
    'duplicate question id',
    (t) => {
      q(t, 1).id = 1;
      q(t, 1).answer.questionId = 1;
    },
    `${Q}[1].id`,
    'Duplicate question id 1',
  ],
  [
    'duplicate answer id',
    (t) => {
      q(t, 3).answer.id = answerIdOf(1);
    },
    `${Q}[3].answer.id`,
    `Duplicate answer id ${answerIdOf(1)}`,
  ],
  [
    'duplicate option id',
    (t) => {
      q(t, 1).answerOptions[1]!.id = q(t, 1).answerOptions[0]!.id;
    },
    `${Q}[1].answerOptions[1].id`,
    'Duplicate option id 1021',
  ],
  [
    'answer of another question',
    (t) => {
      q(t, 0).answer.questionId = 9;
    },
    `${Q}[0].answer.questionId`,
    'Must equal the question id 1',
  ],
  [
    'answer type differs',
    (t) => {
      q(t, 2).answer.answerType = 'FLOAT';
    },
    `${Q}[2].answer.answerType`,
    'Must equal the question answer type INTEGER',
  ],
  [
    'min above max',
    (t) => {
      q(t, 2).answer.scoring.min = 3;
    },
    `${Q}[2].answer.scoring.max`,
    'The maximum score must not be below the minimum score',
  ],
  [
    'yes/no without yes score',
    (t) => {
      q(t, 0).answer.scoring.yes = null;
    },
    `${Q}[0].answer.scoring.yes`,
    'A yes/no question needs a score for yes',
  ],
  [
    'yes/no without no score',
    (t) => {
      q(t, 0).answer.scoring.no = null;
    },
    `${Q}[0].answer.scoring.no`,
    'A yes/no question needs a score for no',
  ],
  [
    'select without options',
    (t) => {
      q(t, 1).answerOptions = [];
      q(t, 3).includeIf = null;
    },
    `${Q}[1].answerOptions`,
    'A select question needs at least one option',
  ],
  [
    'duplicate option ordinal',
    (t) => {
      q(t, 1).answerOptions[1]!.ordinal = 10;
      cond(t, 3).value = '10';
    },
    `${Q}[1].answerOptions[1].ordinal`,
    'Duplicate option ordinal 10',
  ],
  [
    'option score with two decimals (spec 2: option scoring steps by 0.1)',
    (t) => {
      q(t, 1).answerOptions[1]!.scoring.value = 1.55;
    },
    `${Q}[1].answerOptions[1].scoring.value`,
    'Score must go in steps of 0.1 (i.e. 1.5)',
  ],
  [
    'option score that is not a number',
    (t) => {
      q(t, 1).answerOptions[0]!.scoring.value = Number.NaN;
    },
    `${Q}[1].answerOptions[0].scoring.value`,
    'Score must be a number (i.e. 1.5)',
  ],
  [
    'includeIf on a later question',
    (t) => {
      cond(t, 2).answerId = answerIdOf(4);
    },
    `${Q}[2].includeIf.answerId`,
    'Must name the answer of an earlier question',
  ],
  [
    'includeIf on itself',
    (t) => {
      cond(t, 2).answerId = answerIdOf(3);
    },
    `${Q}[2].includeIf.answerId`,
    'Must name the answer of an earlier question',
  ],
  [
    'includeIf on an unknown answer',
    (t) => {
      cond(t, 2).answerId = 999;
    },
    `${Q}[2].includeIf.answerId`,
    'Unknown answer id 999',
  ],
  [
    'later by ordinal though earlier in the array',
    (t) => {
      q(t, 0).ordinal = 35;
    },
    `${Q}[2].includeIf.answerId`,
    'Must name the answer of an earlier question',
  ],
  [
    'BETWEEN not low-high',
    (t) => {
      t.sections[1]!.steps[0]!.questions[0]!.includeIf!.value = '5';
    },
    'sections[1].steps[0].questions[0].includeIf.value',
    "BETWEEN needs a value 'low-high' with low not above high",
  ],
  [
    'BETWEEN low above high',
    (t) => {
      t.sections[1]!.steps[0]!.questions[0]!.includeIf!.value = '5-1';
    },
    'sections[1].steps[0].questions[0].includeIf.value',
    "BETWEEN needs a value 'low-high' with low not above high",
  ],
  [
    'GT without a number',
    (t) => {
      Object.assign(cond(t, 3), { answerId: answerIdOf(3), condition: 'GT', value: 'many' });
    },
    `${Q}[3].includeIf.value`,
    'GT needs a number',
  ],
  [
    'yes/no compared with another word',
    (t) => {
      cond(t, 2).value = 'Yes';
    },
    `${Q}[2].includeIf.value`,
    'Must be YES or NO',
  ],
  [
    'select condition names a missing option',
    (t) => {
      cond(t, 3).value = '30';
    },
    `${Q}[3].includeIf.value`,
    'Must name option ordinals of the referenced question',
  ],
  [
    'yes/no caps on another type',
    (t) => {
      q(t, 2).answer.scoring.capNo = 'HIGH';
    },
    `${Q}[2].answer.scoring.capNo`,
    'Only a yes/no answer has caps for Yes and No',
  ],
  [
    'a criticalIf on a question that allows no N/A (issue 22)',
    (t) => {
      q(t, 2).criticalIf = { answerId: q(t, 1).answer.id, condition: 'EQ', value: '10' };
    },
    `${Q}[2].criticalIf.answerId`,
    'Only a question that allows N/A can be critical: without N/A it always is',
  ],
  [
    'bands on a select',
    (t) => {
      q(t, 1).answer.scoring.bands = [{ from: 0, to: 1, value: 1 }];
    },
    `${Q}[1].answer.scoring.bands`,
    'Scoring bands apply to number and date answers only',
  ],
  [
    'a band that ends where it starts',
    (t) => {
      q(t, 2).answer.scoring.bands = [{ from: 2, to: 2, value: 0 }];
    },
    `${Q}[2].answer.scoring.bands[0].to`,
    'A band must end above where it starts',
  ],
  [
    'overlapping bands',
    (t) => {
      q(t, 2).answer.scoring.max = 2;
      q(t, 2).answer.scoring.bands = [
        { from: 5, to: null, value: 0 },
        { from: null, to: 1, value: 2 },
        { from: 1, to: 6, value: 1 },
      ];
    },
    `${Q}[2].answer.scoring.bands[0].from`,
    'Bands 1 and 3 overlap',
  ],
  [
    'a band scoring above max',
    (t) => {
      q(t, 2).answer.scoring.bands = [{ from: null, to: null, value: 1 }];
    },
    `${Q}[2].answer.scoring.bands[0].value`,
    "A band's score must lie between the answer's min and max",
  ],
  [
    'bounds on a text',
    (t) => {
      t.sections[1]!.steps[0]!.questions[0]!.answerBounds = { min: 0, max: null };
    },
    'sections[1].steps[0].questions[0].answerBounds',
    'Bounds apply to number answers only',
  ],
  [
    'bounds upside down',
    (t) => {
      q(t, 2).answerBounds = { min: 5, max: 5 };
    },
    `${Q}[2].answerBounds.max`,
    'The upper bound must be above the lower bound',
  ],
  [
    'fractional bounds of a whole number',
    (t) => {
      q(t, 2).answerBounds = { min: -0.5, max: null };
    },
    `${Q}[2].answerBounds`,
    'Whole-number bounds must be whole numbers within ±2,147,483,647',
  ],
  ...[
    { low: 80, moderateLow: 80, moderate: 40, moderateHigh: 20 },
    { low: 80, moderateLow: 60, moderate: 60, moderateHigh: 20 },
    { low: 80, moderateLow: 60, moderate: 40, moderateHigh: 40 },
    { low: 20, moderateLow: 40, moderate: 60, moderateHigh: 80 },
  ].map((thresholds): [string, Edit, string, string] => [
    `thresholds ${Object.values(thresholds).join('/')} not descending`,
    (t) => {
      t.riskThresholds = thresholds;
    },
    'riskThresholds',
    'Risk thresholds must descend: low > moderateLow > moderate > moderateHigh',
  ]),
];

describe('validateTemplate', () => {
  it('accepts the valid template, with and without thresholds', () => {
    expect(validateTemplate(valid())).toEqual({ ok: true });
    const riskThresholds = { low: 70, moderateLow: 50, moderate: 30, moderateHigh: 10 };
    expect(validateTemplate({ ...valid(), riskThresholds })).toEqual({ ok: true });
  });

  it.each(cases)('%s', (_, edit, path, message) => {
    const t = structuredClone(valid());
    edit(t);
    expect(validateTemplate(t)).toEqual({ ok: false, errors: [{ path, message }] });
  });

  it('accepts caps, touching bands, bounds and N/A where they belong', () => {
    const t = valid();
    q(t, 0).answer.scoring.capNo = 'HIGH';
    q(t, 1).answerOptions[0]!.capRisk = 'MODERATE_HIGH';
    Object.assign(q(t, 2), { answerBounds: { min: -2, max: 35 }, allowNotApplicable: true });
    q(t, 2).answer.scoring.max = 2;
    q(t, 2).answer.scoring.bands = [
      { from: null, to: 0, value: 0, capRisk: 'HIGH' },
      { from: 0, to: 10, value: 2 },
      { from: 10, to: null, value: 1 },
    ];
    expect(validateTemplate(t)).toEqual({ ok: true });
  });

  it('accepts date comparisons and select lists', () => {
    const t = valid();
    const dated = t.sections[1]!.steps[0]!.questions[0]!;
    dated.includeIf = { answerId: answerIdOf(4), condition: 'GTE', value: '2026-01-01' };
    q(t, 3).includeIf = { answerId: answerIdOf(2), condition: 'EQ', value: '[10,20]' };
    expect(validateTemplate(t)).toEqual({ ok: true });
  });

  it('lists every problem', () => {
    const t = valid();
    q(t, 0).answer.scoring.yes = null;
    t.sections[1]!.id = 1;
    const result = validateTemplate(t);
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual(['sections[1].id', `${Q}[0].answer.scoring.yes`]);
  });
});
