import { describe, expect, it } from 'vitest';
import { describeChanges } from '../activity.ts';
import { defaultTemplate } from './default-template.ts';
import { MORE_CHANGES, templateChanges } from './template-diff.ts';
import type { TemplateBody, TemplateQuestion } from './template.schema.ts';

const copy = (): TemplateBody => structuredClone(defaultTemplate);
const firstWith = (t: TemplateBody, test: (q: TemplateQuestion) => boolean) => {
  for (const section of t.sections)
    for (const step of section.steps) for (const q of step.questions) if (test(q)) return { section, step, q };
  throw new Error('no such question');
};
const select = (t: TemplateBody) => firstWith(t, (q) => q.answerType === 'SINGLE_SELECT' && q.answerOptions.length >= 2);

describe('templateChanges (what a template edit logs)', () => {
  it('is empty for an unchanged template', () => expect(templateChanges(defaultTemplate, copy())).toEqual({}));

  it("names the section, question and option whose score changed: 'score of option …' 4 → 2", () => {
    const after = copy();
    const { section, q } = select(after);
    const option = q.answerOptions[1]!;
    const before = option.scoring.value;
    option.scoring.value = before + 2;
    const key = `Section ${section.name}, question '${q.text.length > 80 ? `${q.text.slice(0, 80)}…` : q.text}': score of option '${option.text}'`;
    expect(templateChanges(defaultTemplate, after)).toEqual({ [key]: [before, before + 2] });
    expect(describeChanges(templateChanges(defaultTemplate, after))).toEqual([`${key} was: ${before}, now: ${before + 2}`]);
  });

  it.each<[string, (t: TemplateBody) => void, RegExp, [unknown, unknown]]>([
    [
      'a renamed section',
      (t) => (t.sections[0]!.name = 'Fish welfare'),
      /^Section Fish welfare: name$/,
      [defaultTemplate.sections[0]!.name, 'Fish welfare'],
    ],
    [
      'a step title',
      (t) => (t.sections[0]!.steps[0]!.title = 'Pens'),
      /^Section .+, step 'Pens': title$/,
      [defaultTemplate.sections[0]!.steps[0]!.title, 'Pens'],
    ],
    [
      'a question wording',
      (t) => (select(t).q.text = 'How dense?'),
      /^Section .+, question 'How dense\?': text$/,
      [select(defaultTemplate).q.text, 'How dense?'],
    ],
    [
      'an option knockout',
      (t) => (select(t).q.answerOptions[0]!.capRisk = 'HIGH'),
      /: knockout of option '.+'$/,
      [select(defaultTemplate).q.answerOptions[0]!.capRisk ?? null, 'HIGH'],
    ],
    [
      'an added option',
      (t) => select(t).q.answerOptions.push({ id: 999, name: 'new', ordinal: 990, text: 'Brand new', hint: null, scoring: { value: 1 } }),
      /: option 'Brand new'$/,
      ['absent', 'added'],
    ],
    ['a removed question', (t) => t.sections[1]!.steps[0]!.questions.shift(), /^Section .+, question '.+'$/, ['present', 'removed']],
    ['the farm type', (t) => (t.farmType = 'SEAWEED'), /^farm type$/, [defaultTemplate.farmType, 'SEAWEED']],
  ])('names %s', (_, edit, key, values) => {
    const after = copy();
    edit(after);
    const changes = Object.entries(templateChanges(defaultTemplate, after));
    expect(changes).toHaveLength(1);
    expect(changes[0]![0]).toMatch(key);
    expect(changes[0]![1]).toEqual(values);
  });

  it('says a question moved to another step, by step title', () => {
    const after = copy();
    const [from, to] = [after.sections[0]!.steps[0]!, after.sections[0]!.steps[1]!];
    to.questions.push(from.questions.shift()!);
    const changes = templateChanges(defaultTemplate, after);
    expect(Object.entries(changes)).toEqual([[expect.stringMatching(/: step$/), [from.title, to.title]]]);
  });

  it('keeps at most the limit, then counts the rest', () => {
    const after = copy();
    after.sections.forEach((s, i) => (s.name = `Renamed ${i}`));
    const changes = templateChanges(defaultTemplate, after, 2);
    expect(Object.keys(changes)).toHaveLength(3);
    expect(changes[MORE_CHANGES]).toEqual([null, after.sections.length - 2]);
  });
});
