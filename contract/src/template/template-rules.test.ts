import { describe, expect, it } from 'vitest';
import { answerIdOf, question, section, step, template } from './template.fixture.ts';
import { deriveTemplateScores, newOption, newQuestion, newSection, newStep, nextId, renumberOrdinals } from './template-rules.ts';
import type { TemplateBody } from './template.schema.ts';

const sample = () =>
  template([
    section(1, [
      step(1, [
        question({ id: 1, type: 'YES_NO', yes: 3, no: 0, min: 0, max: 3 }),
        question({
          id: 2,
          type: 'MULTI_SELECT',
          options: [
            [10, 0.1],
            [20, 0.2],
          ],
          min: 0,
          max: 0.3,
        }),
      ]),
      step(2, [question({ id: 3, type: 'INTEGER', min: -1, max: 2, default: 1 })]),
    ]),
    section(2, [step(3, [question({ id: 4, type: 'FLOAT', min: 1, max: 4, default: 2 })]), step(4, [])]),
  ]);

describe('deriveTemplateScores', () => {
  const derived = deriveTemplateScores(sample());

  it('mirrors each answer scoring into the question scoring', () => {
    const [q1, q2] = derived.sections[0]!.steps[0]!.questions;
    expect(q1!.scoring).toEqual({ minValue: 0, maxValue: 3, defaultValue: 0 });
    expect(q2!.scoring).toEqual({ minValue: 0, maxValue: 0.3, defaultValue: 0 });
    expect(derived.sections[0]!.steps[1]!.questions[0]!.scoring).toEqual({ minValue: -1, maxValue: 2, defaultValue: 1 });
  });

  it.each([
    ['step 1', (t: TemplateBody) => t.sections[0]!.steps[0]!, 0, 3.3, 0],
    ['step 2', (t: TemplateBody) => t.sections[0]!.steps[1]!, -1, 2, 1],
    ['empty step 4', (t: TemplateBody) => t.sections[1]!.steps[1]!, 0, 0, 0],
    ['section 1', (t: TemplateBody) => t.sections[0]!, -1, 5.3, 1],
    ['section 2', (t: TemplateBody) => t.sections[1]!, 1, 4, 2],
    ['template', (t: TemplateBody) => t, 0, 9.3, 3],
  ] as const)('%s sums its children', (_, pick, min, max, defaultValue) => {
    const node = pick(derived);
    expect(node.minScore).toBe(min);
    expect(node.maxScore).toBe(max);
    expect(node.scoring).toEqual({ minValue: min, maxValue: max, defaultValue });
  });

  it('keeps extra fields and leaves the input alone', () => {
    const input = { ...sample(), id: 't-1', creationDate: '2026-01-01' };
    const out = deriveTemplateScores(input);
    expect(out.id).toBe('t-1');
    expect(input.maxScore).toBe(0);
  });
});

describe('renumberOrdinals', () => {
  const messy = template([
    section(
      7,
      [
        step(
          5,
          [
            question({
              id: 1,
              type: 'SINGLE_SELECT',
              ordinal: 3,
              options: [
                [5, 0],
                [7, 1],
                [40, 2],
              ],
            }),
            question({ id: 2, ordinal: 99, includeIf: { questionId: 1, condition: 'EQ', value: '7' } }),
            question({ id: 3, ordinal: 100, includeIf: { questionId: 1, condition: 'CONTAINS', value: '[5,40]' } }),
          ],
          33,
        ),
      ],
      1,
    ),
    section(8, [], 2),
  ]);
  const out = renumberOrdinals(messy);
  const questions = out.sections[0]!.steps[0]!.questions;

  it('sets every ordinal to 10 × position', () => {
    expect(out.sections.map((s) => s.ordinal)).toEqual([10, 20]);
    expect(out.sections[0]!.steps.map((s) => s.ordinal)).toEqual([10]);
    expect(questions.map((q) => q.ordinal)).toEqual([10, 20, 30]);
    expect(questions[0]!.answerOptions.map((o) => o.ordinal)).toEqual([10, 20, 30]);
  });

  it('rewrites includeIf values that name option ordinals', () => {
    expect(questions[1]!.includeIf).toEqual({ answerId: answerIdOf(1), condition: 'EQ', value: '20' });
    expect(questions[2]!.includeIf!.value).toBe('[10,30]');
  });

  it('leaves values that refer to non-select questions alone', () => {
    const dependent = question({ id: 2, includeIf: { questionId: 1, condition: 'GT', value: '5' } });
    const t = template([section(1, [step(1, [question({ id: 1, type: 'INTEGER' }), dependent])])]);
    expect(renumberOrdinals(t).sections[0]!.steps[0]!.questions[1]!.includeIf!.value).toBe('5');
  });
});

describe('editor helpers', () => {
  const t = sample();

  it.each([
    ['section', 3],
    ['step', 5],
    ['question', 5],
    ['answer', answerIdOf(4) + 1],
    ['option', 1000 + 2 * 10 + 2 + 1],
  ] as const)('nextId(%s) → %s', (kind, expected) => expect(nextId(t, kind)).toBe(expected));

  it('starts ids at 1 in an empty template', () => {
    expect(nextId(template([]), 'question')).toBe(1);
  });

  it('creates a question named after its position with fresh ids', () => {
    const target = t.sections[0]!.steps[0]!;
    const q = newQuestion(t, target, 'YES_NO');
    expect(q).toMatchObject({ id: 5, name: 'Question 3', ordinal: 30, text: '', includeIf: null, answerType: 'YES_NO' });
    expect(q.answer).toEqual({
      id: answerIdOf(4) + 1,
      answerType: 'YES_NO',
      questionId: 5,
      scoring: { min: 0, max: 0, default: null, yes: 0, no: 0 },
    });
    expect(newQuestion(t, target).answer.scoring.yes).toBeNull();
  });

  it('creates steps, sections and options named Step N, Section N and option-N', () => {
    expect(newStep(t, t.sections[0]!)).toMatchObject({ id: 5, name: 'Step 3', ordinal: 30, title: '', questions: [] });
    expect(newSection(t)).toMatchObject({ id: 3, name: 'Section 3', ordinal: 30, steps: [] });
    const select = t.sections[0]!.steps[0]!.questions[1]!;
    expect(newOption(t, select)).toEqual({ id: 1023, name: 'option-3', ordinal: 30, text: '', hint: null, scoring: { value: 0 } });
  });

  it('places a new item after the largest ordinal when ordinals have gaps', () => {
    const gappy = { answerOptions: [{ ...newOption(t, { answerOptions: [] }), ordinal: 40 }] };
    expect(newOption(t, gappy)).toMatchObject({ name: 'option-2', ordinal: 50 });
  });
});
