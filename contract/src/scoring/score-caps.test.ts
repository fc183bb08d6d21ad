import { describe, expect, it } from 'vitest';
import { answers, flat, question, section, step, template } from '../template/template.fixture.ts';
import type { ScoringBand } from '../template/template.schema.ts';
import { bindingCaps, capLine, knockoutLabel, scoreAloneLine } from './caps.ts';
import { questionOutcome } from './question-outcome.ts';
import { scoreAudit } from './score-audit.ts';

/** Issue 13 scoring, computed by hand: knockout caps, number bands and N/A answers. */
const licence = question({ id: 1, type: 'YES_NO', yes: 5, no: 0, max: 5, capNo: 'HIGH', text: 'Is the site licence valid?' });
const moorings = question({
  id: 2,
  type: 'SINGLE_SELECT',
  max: 4,
  text: 'Mooring certificate',
  options: [
    [10, 4],
    [20, 2],
    [30, 0],
  ],
  optionCaps: { 30: 'MODERATE_HIGH' },
});
const plan = question({ id: 3, type: 'YES_NO', yes: 10, no: 0, max: 10 });
const audit = template([section(1, [step(1, [licence, moorings]), step(2, [plan])])]);

describe('knockout caps', () => {
  it('one cap: 14 of 19 (73.7%, MODERATE_LOW) with No to the licence is HIGH', () => {
    const result = scoreAudit(audit, answers({ 1: 'NO', 2: '[10]', 3: 'YES' }));
    expect(result).toMatchObject({ score: 14, maxScore: 19, normScore: 73.7, scoreRisk: 'MODERATE_LOW', risk: 'HIGH' });
    expect(result.caps).toEqual([
      { sectionId: 1, stepId: 1, questionId: 1, questionText: 'Is the site licence valid?', answerText: 'No', capRisk: 'HIGH' },
    ]);
    expect(result.sections[0]).toMatchObject({ scoreRisk: 'MODERATE_LOW', risk: 'HIGH' });
    expect(result.sections[0]!.steps.map((s) => [s.scoreRisk, s.risk])).toEqual([
      ['MODERATE', 'HIGH'],
      ['LOW', 'LOW'],
    ]);
    expect(result.sections[0]!.steps[0]!.questions[0]!.capRisk).toBe('HIGH');
    expect(capLine(result)).toBe("Capped at HIGH by: 'Is the site licence valid?' — No");
    expect(scoreAloneLine(result)).toBe('The score alone is MODERATE LOW.');
    expect(knockoutLabel(result.caps[0]!.capRisk)).toBe('Knockout: caps at HIGH');
  });

  it('two caps: the worse one sets the band, both are listed', () => {
    const result = scoreAudit(audit, answers({ 1: 'NO', 2: '[30]', 3: 'YES' }));
    expect(result).toMatchObject({ score: 10, normScore: 52.6, scoreRisk: 'MODERATE', risk: 'HIGH' });
    expect(result.caps.map((c) => [c.questionId, c.capRisk, c.answerText])).toEqual([
      [1, 'HIGH', 'No'],
      [2, 'MODERATE_HIGH', 'Option 30'],
    ]);
    expect(bindingCaps(result).map((c) => c.questionId)).toEqual([1]);
    const onlySelect = scoreAudit(audit, answers({ 1: 'YES', 2: '[30]', 3: 'YES' }));
    expect(onlySelect).toMatchObject({ score: 15, normScore: 78.9, scoreRisk: 'MODERATE_LOW', risk: 'MODERATE_HIGH' });
    expect(capLine(onlySelect)).toBe("Capped at MODERATE HIGH by: 'Mooring certificate' — Option 30");
  });

  it('a cap weaker than the score band changes nothing', () => {
    const weak = flat(
      question({ id: 1, type: 'YES_NO', yes: 10, no: 0, max: 10 }),
      question({ id: 2, type: 'YES_NO', yes: 0, no: 0, capNo: 'MODERATE' }),
    );
    const below = scoreAudit(weak, answers({ 1: 'NO', 2: 'NO' }));
    expect(below).toMatchObject({ normScore: 0, scoreRisk: 'HIGH', risk: 'HIGH' });
    expect(below.caps.map((c) => c.capRisk)).toEqual(['MODERATE']);
    expect(capLine(below)).toBeNull();
    expect(scoreAloneLine(below)).toBeNull();
    // A cap equal to the score band does not count as capping either.
    const result = scoreAudit(audit, answers({ 1: 'YES', 2: '[30]', 3: 'NO' }));
    expect(result).toMatchObject({ score: 5, normScore: 26.3, scoreRisk: 'MODERATE_HIGH', risk: 'MODERATE_HIGH' });
    expect(result.caps).toHaveLength(1);
    expect(bindingCaps(result)).toEqual([]);
    expect(capLine(result)).toBeNull();
  });

  it('a template without caps scores as before: risk equals scoreRisk and no caps', () => {
    const plain = flat(
      question({ id: 1, type: 'YES_NO', yes: 5, no: 0, max: 5 }),
      question({ id: 2, type: 'YES_NO', yes: 5, no: 0, max: 5 }),
    );
    const result = scoreAudit(plain, answers({ 1: 'NO', 2: 'YES' }));
    expect(result).toMatchObject({ normScore: 50, scoreRisk: 'MODERATE', risk: 'MODERATE', caps: [] });
  });

  it('a cap on an excluded question does not trigger; one on an unscored step still shows', () => {
    const gated = question({
      id: 2,
      type: 'YES_NO',
      yes: 0,
      no: 0,
      capNo: 'HIGH',
      includeIf: { questionId: 1, condition: 'EQ', value: 'YES' },
    });
    const t = flat(question({ id: 1, type: 'YES_NO', yes: 1, no: 0, max: 1 }), gated);
    expect(scoreAudit(t, answers({ 1: 'NO', 2: 'NO' }))).toMatchObject({ risk: 'HIGH', scoreRisk: 'HIGH', caps: [] });
    const unscored = flat(question({ id: 1, type: 'YES_NO', yes: 0, no: 0, capNo: 'MODERATE' }));
    expect(scoreAudit(unscored, answers({ 1: 'NO' }))).toMatchObject({ normScore: null, scoreRisk: 'UNKNOWN', risk: 'MODERATE' });
  });

  it('a multi select caps by its worst chosen option and names it', () => {
    const q = question({
      id: 1,
      type: 'MULTI_SELECT',
      max: 3,
      options: [
        [10, 1],
        [20, 1],
        [30, 0],
      ],
      optionCaps: { 20: 'MODERATE', 30: 'HIGH' },
    });
    expect(questionOutcome(q, '[10,20,30]')).toEqual({ score: 2, capRisk: 'HIGH', answerText: 'Option 30', values: [] });
    expect(questionOutcome(q, '[10,20]')).toEqual({ score: 2, capRisk: 'MODERATE', answerText: 'Option 20', values: [] });
    expect(questionOutcome(q, '[10]')).toEqual({ score: 1, capRisk: null, answerText: 'Option 10', values: [] });
  });
});

describe('number bands', () => {
  const bands: ScoringBand[] = [
    { from: 0, to: 1, value: 3 },
    { from: 1, to: 15, value: 2 },
    { from: 15, to: 31, value: 1 },
    { from: 31, to: null, value: 0, capRisk: 'MODERATE_HIGH' },
  ];
  const days = question({ id: 1, type: 'INTEGER', max: 3, bands, units: 'DAYS', text: 'Days above 18 °C' });

  it.each([
    ['0', 3, null],
    ['1', 2, null],
    ['14', 2, null],
    ['15', 1, null],
    ['30', 1, null],
    ['31', 0, 'MODERATE_HIGH'],
    ['200', 0, 'MODERATE_HIGH'],
  ] as const)('days above 18 °C = %s scores %s (edges: from ≤ v < to)', (answer, score, cap) => {
    expect(questionOutcome(days, answer)).toMatchObject({ score, capRisk: cap });
  });

  it('names the value and unit in the cap', () => {
    expect(questionOutcome(days, '45').answerText).toBe('45 days');
    const result = scoreAudit(flat(days, question({ id: 2, type: 'YES_NO', yes: 3, no: 0, max: 3 })), answers({ 1: '45', 2: 'YES' }));
    expect(capLine(result)).toBe("Capped at MODERATE HIGH by: 'Days above 18 °C' — 45 days");
  });

  it('scores 0 outside every band, and negative values by their band', () => {
    const temperature = question({
      id: 1,
      type: 'FLOAT',
      max: 2,
      bands: [
        { from: -2, to: 0, value: 0, capRisk: 'HIGH' },
        { from: 0, to: 18, value: 2 },
      ],
    });
    expect(questionOutcome(temperature, '-1.50')).toMatchObject({ score: 0, capRisk: 'HIGH' });
    expect(questionOutcome(temperature, '0')).toMatchObject({ score: 2, capRisk: null });
    expect(questionOutcome(temperature, '17.99')).toMatchObject({ score: 2 });
    expect(questionOutcome(temperature, '18')).toMatchObject({ score: 0, capRisk: null });
  });

  it('scores a range by its worse end; either end may cap', () => {
    const oxygen = question({
      id: 1,
      type: 'FLOAT_RANGE',
      max: 3,
      units: 'MG_L',
      bands: [
        { from: null, to: 4, value: 0, capRisk: 'HIGH' },
        { from: 4, to: 6, value: 1 },
        { from: 6, to: null, value: 3 },
      ],
    });
    expect(questionOutcome(oxygen, '6.20-10.50')).toEqual({ score: 3, capRisk: null, answerText: '6.2 – 10.5 mg/l', values: [6.2, 10.5] });
    expect(questionOutcome(oxygen, '5.00-10.50')).toMatchObject({ score: 1, capRisk: null });
    expect(questionOutcome(oxygen, '3.90-10.50')).toMatchObject({ score: 0, capRisk: 'HIGH' });
  });

  it('bands replace the default score of a number answer', () => {
    const q = question({ id: 1, type: 'FLOAT', default: 5, max: 5, bands: [{ from: 0, to: 1, value: 1 }] });
    expect(questionOutcome(q, '0.5').score).toBe(1);
    expect(questionOutcome(question({ id: 1, type: 'FLOAT', default: 5, max: 5 }), '0.5').score).toBe(5);
  });
});

describe('not applicable', () => {
  const na = question({ id: 2, type: 'YES_NO', yes: 4, no: 0, max: 4, capNo: 'HIGH', allowNotApplicable: true });
  const t = flat(question({ id: 1, type: 'YES_NO', yes: 6, no: 0, max: 6 }), na);

  it('leaves an N/A answer out of score, min and max, as answered', () => {
    const result = scoreAudit(t, answers({ 1: 'YES', 2: 'N/A' }));
    expect(result).toMatchObject({ score: 6, minScore: 0, maxScore: 6, normScore: 100, risk: 'LOW' });
    expect(result.sections[0]!.steps[0]!.questions[1]).toEqual({
      id: 2,
      included: true,
      answered: true,
      notApplicable: true,
      score: 0,
      minScore: 0,
      maxScore: 0,
      capRisk: null,
    });
    expect(scoreAudit(t, answers({ 1: 'YES', 2: 'YES' }))).toMatchObject({ score: 10, maxScore: 10 });
    expect(scoreAudit(t, answers({ 1: 'YES', 2: 'NO' }))).toMatchObject({ normScore: 60, risk: 'HIGH' });
  });

  it("treats 'N/A' as an ordinary answer where the question does not allow it", () => {
    const plain = flat(question({ id: 1, type: 'SHORT_TEXT', default: 1, max: 1 }));
    expect(scoreAudit(plain, answers({ 1: 'N/A' }))).toMatchObject({ score: 1, maxScore: 1 });
  });

  it('an N/A answer meets no condition, so its follow-ups do not apply', () => {
    const followUp = question({
      id: 3,
      type: 'YES_NO',
      yes: 2,
      no: 0,
      max: 2,
      includeIf: { questionId: 2, condition: 'NE', value: 'YES' },
    });
    const withFollowUp = flat(question({ id: 1, type: 'YES_NO', yes: 6, no: 0, max: 6 }), na, followUp);
    const result = scoreAudit(withFollowUp, answers({ 1: 'YES', 2: 'N/A' }));
    expect(result.sections[0]!.steps[0]!.questions[2]).toMatchObject({ included: false });
    expect(result).toMatchObject({ maxScore: 6 });
  });
});
