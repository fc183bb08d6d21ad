import { describe, expect, it } from 'vitest';
import { answerTypes } from '../answer-types.ts';
import { validateAnswer } from '../answers/answer-rules.ts';
import { answersByAnswerIdOf } from '../answers/include-if.ts';
import { answerContextOf } from '../answers/question-answer.ts';
import { farmTypes } from '../farm-types.ts';
import { PRODUCTION_SYSTEM_QUESTION } from '../production-systems.ts';
import type { RiskBand } from '../risk.ts';
import { capLine } from '../scoring/caps.ts';
import { scoreAudit } from '../scoring/score-audit.ts';
import { DEFAULT_TEMPLATE_NAME, defaultTemplates } from './default-template.ts';
import type { DefaultTemplate } from './default-templates/build.ts';
import { farmProfiles, profileAnswers, type FarmProfile } from './default-templates/farm-profiles.ts';
import { templateFromCsv, templateToCsv } from './template-csv.ts';
import { validateTemplate } from './template-rules.ts';
import { templateBodySchema, type TemplateQuestion } from './template.schema.ts';

const questionsOf = (t: DefaultTemplate): TemplateQuestion[] => t.body.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
const byType = new Map(defaultTemplates.map((t) => [t.farmType, t]));
const ctx = { auditDate: '2026-05-12', userExtId: '0f0f0f0f-0000-4000-8000-000000000001' };
const score = (t: DefaultTemplate, profile: FarmProfile) =>
  scoreAudit(t.body, answersByAnswerIdOf(t.body, profileAnswers(t, profile, ctx)));

describe('default templates', () => {
  it('are one per farm type, named and typed', () => {
    expect(defaultTemplates.map((t) => t.farmType)).toEqual([...farmTypes]);
    expect(new Set(defaultTemplates.map((t) => t.body.name)).size).toBe(farmTypes.length);
    expect(defaultTemplates[0]!.body.name).toBe(DEFAULT_TEMPLATE_NAME);
    for (const t of defaultTemplates) expect(t.body.farmType).toBe(t.farmType);
  });

  it('give the salmonid template every answer type (the answer-flow journey walks them all)', () => {
    expect(new Set(questionsOf(byType.get('SALMONID_SEA_PENS')!).map((q) => q.answerType))).toEqual(new Set(answerTypes));
  });

  describe.each(defaultTemplates.map((t) => [t.body.name, t] as const))('%s', (_, t) => {
    const questions = questionsOf(t);

    it('parses, validates and keeps its derived scores', () => {
      expect(templateBodySchema.parse(t.body)).toEqual(t.body);
      expect(validateTemplate(t.body)).toEqual({ ok: true });
      expect(t.body.maxScore).toBeGreaterThan(100);
    });

    it('round-trips JSON → CSV → JSON', () => {
      expect(templateFromCsv(templateToCsv(t.body), t.body.name)).toEqual({ ok: true, template: t.body });
    });

    it('has the five risk categories and ends with Findings and Recommendations', () => {
      const health = t.farmType === 'SEAWEED' ? 'Crop Health' : 'Animal Health';
      expect(t.body.sections.map((s) => s.name)).toEqual([health, 'Environment', 'Engineering', 'Governance', 'Husbandry']);
      const last = questions.at(-1)!;
      expect(last).toMatchObject({
        answerType: 'LONG_TEXT',
        name: 'Findings and Recommendations',
        text: 'Findings and Recommendations',
        includeIf: null,
      });
    });

    it('gives no reward for hazards: a question asked only after an answer adds no points', () => {
      // Issue 22: questions that apply to the farm's production system are applicability, not hazard, and score.
      const system = questions.find((q) => q.text === PRODUCTION_SYSTEM_QUESTION);
      const followUps = questions.filter((x) => x.includeIf && x.includeIf.answerId !== system?.answer.id);
      expect(followUps.length).toBeGreaterThan(2);
      for (const q of followUps) {
        expect([q.answer.scoring.min, q.answer.scoring.max], q.text).toEqual([0, 0]);
      }
    });

    it('carries knockouts: the licence, loss disclosure and at least one more, each capping at HIGH', () => {
      const licence = questions.find((q) => q.text === 'Is the site licence valid?')!;
      expect(licence.answer.scoring.capNo).toBe('HIGH');
      const disclosure = questions.find((q) => q.text.startsWith('Have all losses of the last five years been disclosed'))!;
      expect(disclosure.answer.scoring.capNo).toBe('HIGH');
      const highCaps = questions.filter(
        (q) => [q.answer.scoring.capYes, q.answer.scoring.capNo].includes('HIGH') || q.answerOptions.some((o) => o.capRisk === 'HIGH'),
      );
      expect(highCaps.length).toBeGreaterThanOrEqual(3);
    });

    it('scores the numbers an insurer prices with bands, and gives each number its own bounds or the spec rule', () => {
      const banded = questions.filter((q) => (q.answer.scoring.bands ?? []).length > 0);
      expect(banded.length).toBeGreaterThanOrEqual(8);
      for (const q of banded) expect(q.answer.scoring.max, q.text).toBe(Math.max(...q.answer.scoring.bands!.map((b) => b.value)));
    });

    it('asks one question per emergency plan', () => {
      const plans = questions.filter((q) => q.text.startsWith('Is there a written, current emergency plan for'));
      expect(plans.length).toBeGreaterThanOrEqual(4);
      for (const plan of plans) expect(plan.answerType).toBe('YES_NO');
    });

    it('answers every profile validly: numbers within bounds, dates counted from the audit date', () => {
      for (const profile of farmProfiles) {
        for (const [id, answer] of profileAnswers(t, profile, ctx)) {
          const q = questions.find((x) => x.id === id)!;
          expect(validateAnswer(q.answerType, answer, answerContextOf(q)), `${profile}: ${q.text} = ${answer}`).toEqual({
            ok: true,
            value: answer,
          });
          if (/^Date (of|the)/.test(q.text) && answer !== 'N/A')
            expect(answer.slice(0, 10) <= ctx.auditDate, `${profile}: ${q.text}`).toBe(true);
          if (q.text.startsWith('Expiry date') && profile !== 'poor' && answer !== 'N/A') expect(answer > ctx.auditDate, q.text).toBe(true);
        }
      }
    });
  });
});

describe('farm profiles score into their bands', () => {
  const expected: [string, Record<FarmProfile, RiskBand>][] = [
    ['SALMONID_SEA_PENS', { good: 'LOW', average: 'MODERATE', poor: 'HIGH', capped: 'HIGH' }],
    ['MARINE_FINFISH', { good: 'LOW', average: 'MODERATE', poor: 'HIGH', capped: 'HIGH' }],
    ['FRESHWATER_FINFISH', { good: 'LOW', average: 'MODERATE', poor: 'HIGH', capped: 'HIGH' }],
    ['BIVALVES', { good: 'LOW', average: 'MODERATE', poor: 'HIGH', capped: 'HIGH' }],
    ['SEAWEED', { good: 'LOW', average: 'MODERATE', poor: 'HIGH', capped: 'HIGH' }],
    ['CRUSTACEANS', { good: 'LOW', average: 'MODERATE', poor: 'HIGH', capped: 'HIGH' }],
  ];

  it.each(expected)('%s', (type, bands) => {
    const t = byType.get(type as DefaultTemplate['farmType'])!;
    for (const profile of farmProfiles) expect(score(t, profile).risk, profile).toBe(bands[profile]);
  });

  it.each(defaultTemplates.map((t) => [t.farmType, t] as const))(
    '%s: the capped farm scores like a good one but is capped at HIGH',
    (_, t) => {
      const capped = score(t, 'capped');
      expect(capped.normScore!).toBeGreaterThanOrEqual(80);
      expect(capped.scoreRisk).toBe('LOW');
      expect(capLine(capped)).toMatch(/^Capped at HIGH by: '.+' — .+$/);
      expect(score(t, 'good').caps).toEqual([]);
      expect(score(t, 'average').caps).toEqual([]);
    },
  );

  it('the average farm sits between the good and the poor one in every section', () => {
    for (const t of defaultTemplates) {
      const [good, average, poor] = (['good', 'average', 'poor'] as const).map((p) => score(t, p));
      good!.sections.forEach((s, i) => {
        expect(s.normScore!, `${t.farmType} ${s.name}`).toBeGreaterThan(average!.sections[i]!.normScore!);
        expect(average!.sections[i]!.normScore!, `${t.farmType} ${s.name}`).toBeGreaterThan(poor!.sections[i]!.normScore!);
      });
    }
  });
});

describe('profile numbers agree with each other', () => {
  const salmon = byType.get('SALMONID_SEA_PENS')!;
  const answerOf = (profile: FarmProfile, text: string) => {
    const q = questionsOf(salmon).find((x) => x.text.startsWith(text))!;
    return profileAnswers(salmon, profile, ctx).get(q.id)!;
  };

  it.each(farmProfiles)('%s: days above 18 °C agree with the highest temperature; oxygen mg/l with % saturation', (profile) => {
    const [, highest] = answerOf(profile, 'Water temperature range')
      .split(/(?<=\d)-/)
      .map(Number);
    const hotDays = Number(answerOf(profile, 'Days with water temperature at or above 18'));
    expect(hotDays > 0).toBe(highest! >= 18);
    const [lowestMgL] = answerOf(profile, 'Dissolved oxygen range').split('-').map(Number);
    const saturation = Number(answerOf(profile, 'Lowest dissolved oxygen'));
    // About 9 mg/l is 100% saturation in cool seawater: the two lowest readings are the same event.
    expect(Math.abs(lowestMgL! / 9 - saturation / 100)).toBeLessThan(0.05);
  });

  it.each(farmProfiles)('%s: the escape count agrees with the reporting answer', (profile) => {
    const escaped = Number(answerOf(profile, 'Fish escaped from the site'));
    const reported = answerOf(profile, 'Were all escapes this cycle reported');
    expect(reported === '[10]').toBe(escaped === 0);
  });

  it('a low-lice farm has healthy oxygen, and the poor farm the reverse', () => {
    expect(Number(answerOf('good', 'Highest weekly average of adult female lice'))).toBeLessThan(0.2);
    expect(Number(answerOf('good', 'Lowest dissolved oxygen'))).toBeGreaterThanOrEqual(80);
    expect(Number(answerOf('poor', 'Highest weekly average of adult female lice'))).toBeGreaterThan(1);
    expect(Number(answerOf('poor', 'Lowest dissolved oxygen'))).toBeLessThan(60);
  });
});
