import { describe, expect, it } from 'vitest';
import { answerTypes } from '../answer-types.ts';
import { defaultTemplate } from './default-template.ts';
import { templateBodySchema, type TemplateQuestion } from './template.schema.ts';

const template = templateBodySchema.parse(defaultTemplate);
const questions: TemplateQuestion[] = template.sections.flatMap((s) => s.steps.flatMap((t) => t.questions));
const questionByAnswerId = new Map(questions.map((q) => [q.answer.id, q]));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('default template', () => {
  it('parses with templateBodySchema and keeps its name', () => {
    expect(templateBodySchema.safeParse(defaultTemplate).success).toBe(true);
    expect(template.name).toBe('Aquarisk Standard Farm Audit');
  });

  it('has the five sections in order, 3–5 steps each and 3–6 questions per step', () => {
    expect(template.sections.map((s) => s.name)).toEqual([
      'Animal Health', 'Environment', 'Engineering', 'Governance', 'Husbandry',
    ]);
    for (const section of template.sections) {
      expect(section.description).toBeTruthy();
      expect(section.steps.length).toBeGreaterThanOrEqual(3);
      expect(section.steps.length).toBeLessThanOrEqual(5);
      for (const step of section.steps) {
        expect(step.title).toBeTruthy();
        expect(step.description).toBeTruthy();
        expect(step.questions.length).toBeGreaterThanOrEqual(3);
        expect(step.questions.length).toBeLessThanOrEqual(6);
      }
    }
  });

  it('has at least 60 questions using all 13 answer types', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.answerType))).toEqual(new Set(answerTypes));
  });

  it('uses the required units', () => {
    const units = new Set(questions.map((q) => q.answerUnits));
    for (const unit of ['MG_L', 'CELSIUS', 'PERCENT', 'PPT', 'METERS', 'KILOGRAMS'] as const) {
      expect(units, unit).toContain(unit);
    }
  });

  it('has at least four includeIf conditions on earlier answers, with sensible values', () => {
    const seenAnswerIds = new Set<number>();
    const conditions: { condition: string; source: TemplateQuestion; value: string }[] = [];
    for (const q of questions) {
      if (q.includeIf) {
        expect(seenAnswerIds, `includeIf of ${q.text}`).toContain(q.includeIf.answerId);
        const source = questionByAnswerId.get(q.includeIf.answerId)!;
        conditions.push({ condition: q.includeIf.condition, source, value: q.includeIf.value });
      }
      seenAnswerIds.add(q.answer.id);
    }
    expect(conditions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(conditions.map((c) => c.condition)).size).toBeGreaterThanOrEqual(3);
    for (const { condition, source, value } of conditions) {
      if (source.answerType === 'YES_NO') expect(['YES', 'NO']).toContain(value);
      else if (condition === 'BETWEEN') expect(value).toMatch(/^\d+(\.\d+)?-\d+(\.\d+)?$/);
      else if (condition === 'CONTAINS' && source.answerOptions.length > 0) {
        expect(source.answerOptions.map((o) => String(o.ordinal))).toContain(value);
      } else if (['FLOAT', 'INTEGER'].includes(source.answerType)) expect(Number.isFinite(Number(value))).toBe(true);
    }
  });

  it('has ids unique per kind and consistent answers', () => {
    const unique = (ids: number[]) => expect(new Set(ids).size).toBe(ids.length);
    unique(template.sections.map((s) => s.id));
    unique(template.sections.flatMap((s) => s.steps.map((t) => t.id)));
    unique(questions.map((q) => q.id));
    unique(questions.map((q) => q.answer.id));
    unique(questions.flatMap((q) => q.answerOptions.map((o) => o.id)));
    expect(template.sections.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    for (const q of questions) {
      expect(q.answer.questionId).toBe(q.id);
      expect(q.answer.answerType).toBe(q.answerType);
    }
  });

  it('numbers ordinals and names by position', () => {
    template.sections.forEach((s, i) => {
      expect(s.ordinal).toBe(10 * (i + 1));
      s.steps.forEach((t, j) => {
        expect(t.ordinal).toBe(10 * (j + 1));
        expect(t.name).toBe(`Step ${j + 1}`);
        t.questions.forEach((q, k) => {
          expect(q.ordinal).toBe(10 * (k + 1));
          if (q.name !== 'Findings and Recommendations') expect(q.name).toBe(`Question ${k + 1}`);
          q.answerOptions.forEach((o, m) => {
            expect(o.ordinal).toBe(10 * (m + 1));
            expect(o.name).toBe(`option-${m + 1}`);
          });
        });
      });
    });
  });

  it('gives select questions options with unique ordinals and sensible scoring', () => {
    for (const q of questions) {
      const values = q.answerOptions.map((o) => o.scoring.value);
      if (q.answerType === 'SINGLE_SELECT' || q.answerType === 'MULTI_SELECT') {
        expect(q.answerOptions.length, q.text).toBeGreaterThanOrEqual(2);
        expect(new Set(q.answerOptions.map((o) => o.ordinal)).size).toBe(q.answerOptions.length);
        if (q.answerType === 'SINGLE_SELECT') expect(Math.max(...values)).toBe(q.answer.scoring.max);
        else expect(q.answer.scoring.max).toBeLessThanOrEqual(sum(values));
      } else {
        expect(q.answerOptions, q.text).toEqual([]);
      }
      if (q.answerType === 'YES_NO') {
        const { yes, no, min, max } = q.answer.scoring;
        expect(yes).not.toBeNull();
        expect(no).not.toBeNull();
        expect(Math.min(yes!, no!)).toBe(min);
        expect(Math.max(yes!, no!)).toBe(max);
      }
    }
    // 'a no is good' questions exist, e.g. escapes
    expect(questions.some((q) => q.answerType === 'YES_NO' && q.answer.scoring.no! > q.answer.scoring.yes!)).toBe(true);
  });

  it('scores every section, with step and section min/max as sums', () => {
    for (const section of template.sections) {
      expect(section.maxScore, section.name).toBeGreaterThan(section.minScore);
      for (const step of section.steps) {
        expect(step.minScore).toBe(sum(step.questions.map((q) => q.answer.scoring.min)));
        expect(step.maxScore).toBe(sum(step.questions.map((q) => q.answer.scoring.max)));
      }
      expect(section.minScore).toBe(sum(section.steps.map((t) => t.minScore)));
      expect(section.maxScore).toBe(sum(section.steps.map((t) => t.maxScore)));
    }
    expect(template.maxScore).toBe(sum(template.sections.map((s) => s.maxScore)));
  });

  it('ends with the LONG_TEXT Findings and Recommendations question', () => {
    const last = questions.at(-1)!;
    expect(last.answerType).toBe('LONG_TEXT');
    expect(last.name).toBe('Findings and Recommendations');
    expect(last.text).toBe('Findings and Recommendations');
    expect(last.includeIf).toBeNull();
  });
});
