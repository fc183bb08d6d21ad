import { describe, expect, it } from 'vitest';
import { answers, question, section, step, template } from '../template/template.fixture.ts';
import { capLine } from './caps.ts';
import { scoreAudit } from './score-audit.ts';

/** The two worked examples of docs/scoring.md, question for question. Change one and the other must follow. */
const licence = question({ id: 1, type: 'YES_NO', yes: 5, no: 0, max: 5, capNo: 'HIGH', text: 'Is the site licence valid?' });
const compliance = question({
  id: 2,
  type: 'SINGLE_SELECT',
  max: 4,
  text: 'Regulatory compliance in the last 3 years',
  options: [
    [10, 4],
    [20, 3],
    [30, 1],
    [40, 0],
  ],
});
const lice = question({
  id: 3,
  type: 'FLOAT',
  max: 4,
  units: 'LICE_PER_FISH',
  text: 'Highest weekly average of adult female lice per fish in the last 12 weeks',
  bands: [
    { from: 0, to: 0.2, value: 4 },
    { from: 0.2, to: 0.5, value: 3 },
    { from: 0.5, to: 1, value: 1 },
    { from: 1, to: 2, value: 0 },
    { from: 2, to: null, value: 0, capRisk: 'MODERATE_HIGH' },
  ],
});
const mortality = question({
  id: 4,
  type: 'FLOAT',
  max: 4,
  units: 'PERCENT',
  text: 'Mortality this cycle so far (% of the fish stocked)',
  bands: [
    { from: 0, to: 5, value: 4 },
    { from: 5, to: 10, value: 3 },
    { from: 10, to: 15, value: 2 },
    { from: 15, to: 25, value: 1 },
    { from: 25, to: null, value: 0 },
  ],
});
const hotDays = question({
  id: 5,
  type: 'INTEGER',
  max: 3,
  units: 'DAYS',
  text: 'Days with water temperature at or above 18 °C in the last 12 months',
  bands: [
    { from: 0, to: 1, value: 3 },
    { from: 1, to: 15, value: 2 },
    { from: 15, to: 31, value: 1 },
    { from: 31, to: null, value: 0 },
  ],
});
const temperature = question({
  id: 6,
  type: 'FLOAT_RANGE',
  max: 3,
  units: 'CELSIUS',
  text: 'Water temperature range over the last 12 months (°C)',
  bands: [
    { from: -2, to: 1, value: 0 },
    { from: 1, to: 3, value: 2 },
    { from: 3, to: 18, value: 3 },
    { from: 18, to: 20, value: 2 },
    { from: 20, to: null, value: 0 },
  ],
});
const drills = question({
  id: 7,
  type: 'INTEGER',
  max: 3,
  text: 'Emergency drills held in the last 12 months',
  bands: [
    { from: 0, to: 1, value: 0 },
    { from: 1, to: 2, value: 2 },
    { from: 2, to: null, value: 3 },
  ],
});
const contractors = question({
  id: 8,
  type: 'YES_NO',
  yes: 3,
  no: 0,
  max: 3,
  allowNotApplicable: true,
  text: 'Are contractors approved and audited before they work on site?',
});

const rounded = (parts: { score: number; maxScore: number; normScore: number | null; scoreRisk: string; risk: string }) => [
  parts.score,
  parts.maxScore,
  parts.normScore,
  parts.scoreRisk,
  parts.risk,
];

describe('docs/scoring.md, example 1: good paperwork cannot hide a fatal failure', () => {
  const t = template([section(1, [step(1, [licence, compliance])]), section(2, [step(2, [lice, mortality])])]);
  const result = scoreAudit(t, answers({ 1: 'NO', 2: '[10]', 3: '0.15', 4: '4.20' }));

  it('scores 12 of 17 (70.6%, MODERATE LOW) and is capped at HIGH by the licence', () => {
    expect(result.sections.map(rounded)).toEqual([
      [4, 9, 44.4, 'MODERATE', 'HIGH'],
      [8, 8, 100, 'LOW', 'LOW'],
    ]);
    expect(rounded(result)).toEqual([12, 17, 70.6, 'MODERATE_LOW', 'HIGH']);
    expect(capLine(result)).toBe("Capped at HIGH by: 'Is the site licence valid?' — No");
  });

  it('with a valid licence the same farm is LOW (17 of 17)', () => {
    const valid = scoreAudit(t, answers({ 1: 'YES', 2: '[10]', 3: '0.15', 4: '4.20' }));
    expect(rounded(valid)).toEqual([17, 17, 100, 'LOW', 'LOW']);
    expect(capLine(valid)).toBeNull();
  });
});

describe('docs/scoring.md, example 2: measurements, band edges, a range, N/A and a cap that changes nothing', () => {
  const t = template([
    section(1, [step(1, [lice, mortality])]),
    section(2, [step(2, [hotDays, temperature])]),
    section(3, [step(3, [compliance, drills, contractors])]),
  ]);
  const result = scoreAudit(t, answers({ 3: '2.40', 4: '27.00', 5: '15', 6: '0.40-21.50', 2: '[30]', 7: '1', 8: 'N/A' }));

  it('scores each answer by its band', () => {
    const scores = result.sections.flatMap((s) => s.steps.flatMap((st) => st.questions.map((q) => [q.id, q.score, q.maxScore])));
    expect(scores).toEqual([
      [3, 0, 4],
      [4, 0, 4],
      [5, 1, 3],
      [6, 0, 3],
      [2, 1, 4],
      [7, 2, 3],
      [8, 0, 0],
    ]);
  });

  it('scores 4 of 21 (19.0%, HIGH); the lice cap (MODERATE HIGH) is weaker, so nothing is capped', () => {
    expect(result.sections.map(rounded)).toEqual([
      [0, 8, 0, 'HIGH', 'HIGH'],
      [1, 6, 16.7, 'HIGH', 'HIGH'],
      [3, 7, 42.9, 'MODERATE', 'MODERATE'],
    ]);
    expect(rounded(result)).toEqual([4, 21, 19, 'HIGH', 'HIGH']);
    expect(result.caps.map((c) => [c.questionId, c.capRisk, c.answerText])).toEqual([[3, 'MODERATE_HIGH', '2.4 lice per fish']]);
    expect(capLine(result)).toBeNull();
  });

  it('answering the contractors question instead of N/A adds it to the maximum', () => {
    const answered = scoreAudit(t, answers({ 3: '2.40', 4: '27.00', 5: '15', 6: '0.40-21.50', 2: '[30]', 7: '1', 8: 'YES' }));
    expect(rounded(answered)).toEqual([7, 24, 29.2, 'MODERATE_HIGH', 'MODERATE_HIGH']);
  });
});
