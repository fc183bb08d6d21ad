import { describe, expect, it } from 'vitest';
import { answerContextOf } from '../answers/question-answer.ts';
import { validateAnswer } from '../answers/answer-rules.ts';
import { applicability } from '../answers/include-if.ts';
import { answerIdOf, answers, flat, question } from '../template/template.fixture.ts';
import type { TemplateQuestion } from '../template/template.schema.ts';
import { capLine } from './caps.ts';
import { scoreAudit } from './score-audit.ts';

/** Issue 22: N/A is the farm's to give, not the auditor's: refused where the farm's system makes a question critical. */
const system = question({
  id: 1,
  type: 'SINGLE_SELECT',
  text: 'Production system',
  options: [
    [10, 0],
    [20, 0],
  ],
});
const backup: TemplateQuestion = {
  ...question({ id: 2, type: 'YES_NO', yes: 5, no: 0, max: 5, capNo: 'HIGH', allowNotApplicable: true, text: 'Backup power?' }),
  criticalIf: { answerId: answerIdOf(1), condition: 'EQ', value: '10' },
};
const plan = question({ id: 3, type: 'YES_NO', yes: 5, no: 0, max: 5 });
const audit = flat(system, backup, plan);

describe('N/A on a critical question', () => {
  it('is allowed where the farm’s system does not make the question critical', () => {
    const ponds = scoreAudit(audit, answers({ 1: '[20]', 2: 'N/A', 3: 'YES' }));
    expect(ponds).toMatchObject({ score: 5, maxScore: 5, risk: 'LOW' });
    expect(applicability(audit, answers({ 1: '[20]' })).critical.has(2)).toBe(false);
  });

  it('scores as the worst answer, with its knockout, where it is critical', () => {
    const ras = scoreAudit(audit, answers({ 1: '[10]', 2: 'N/A', 3: 'YES' }));
    expect(ras).toMatchObject({ score: 5, maxScore: 10, normScore: 50, risk: 'HIGH' });
    expect(capLine(ras)).toBe("Capped at HIGH by: 'Backup power?' — N/A (not accepted: scored as No)");
    expect(applicability(audit, answers({ 1: '[10]' })).critical).toEqual(new Set([2]));
  });

  it('is critical while the answer its condition reads is still open (issue 39: N/A waits for the facts)', () => {
    expect(applicability(audit, answers({})).critical).toEqual(new Set([2]));
    expect(applicability(audit, answers({ 1: '' })).critical).toEqual(new Set([2]));
    expect(applicability(audit, answers({ 1: '[20]' })).critical).toEqual(new Set());
  });

  it('is refused by the answer rules where it is critical', () => {
    expect(validateAnswer('YES_NO', 'N/A', answerContextOf(backup))).toEqual({ ok: true, value: 'N/A' });
    expect(validateAnswer('YES_NO', 'N/A', answerContextOf(backup, true))).toMatchObject({ ok: false });
  });

  it('scores as the worst answer on a question that allows no N/A at all (a select’s worst option, a number’s worst band)', () => {
    const select = question({
      id: 4,
      type: 'SINGLE_SELECT',
      max: 3,
      options: [
        [10, 3],
        [20, 1],
        [30, 0],
      ],
      optionCaps: { 30: 'MODERATE_HIGH' },
    });
    const number = question({
      id: 5,
      type: 'FLOAT',
      max: 2,
      bands: [
        { from: 0, to: 1, value: 2 },
        { from: 1, to: null, value: 0, capRisk: 'HIGH' },
      ],
    });
    const result = scoreAudit(flat(select, number), answers({ 4: 'N/A', 5: 'N/A' }));
    expect(result).toMatchObject({ score: 0, maxScore: 5, risk: 'HIGH' });
    expect(result.caps.map((c) => [c.questionId, c.capRisk, c.answerText])).toEqual([
      [4, 'MODERATE_HIGH', "N/A (not accepted: scored as 'Option 30')"],
      [5, 'HIGH', 'N/A (not accepted: scored as its worst band)'],
    ]);
  });
});
