import type { FieldChanges } from '../activity.ts';
import { clipLabel as clip, questionLogLabel } from '../answers/answer-log.ts';
import type { TemplateBody, TemplateQuestion, TemplateSection, TemplateStep } from './template.schema.ts';

/**
 * What a template edit changed, for the activity log (issue 21 item 19): each changed section, step, question,
 * option and score named as a person reads it, e.g. `Section Husbandry, question 'Stocking density': score of option
 * 'Over 25'` → [4, 2]. Items are matched by id, so a rename is a change, not a removal and an addition. Derived
 * scores (sums, min/max) are left out: they follow from what is listed. At most `limit` entries are kept, then one
 * saying how many more there were, so one entry stays small whatever the edit.
 */
export const TEMPLATE_DIFF_LIMIT = 40;
export const MORE_CHANGES = 'more changes';
const ADDED: [string, string] = ['absent', 'added'];
const REMOVED: [string, string] = ['present', 'removed'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((i) => [i.id, i]));

/** A step or question with where it stands; ids are unique per kind within a template, so a move is seen as one. */
type Located<T> = { id: number; item: T; section: TemplateSection; step: TemplateStep };
const steps = (t: TemplateBody): Located<TemplateStep>[] =>
  t.sections.flatMap((section) => section.steps.map((step) => ({ id: step.id, item: step, section, step })));
const questions = (t: TemplateBody): Located<TemplateQuestion>[] =>
  t.sections.flatMap((section) => section.steps.flatMap((step) => step.questions.map((q) => ({ id: q.id, item: q, section, step }))));

const sectionLabel = (s: TemplateSection) => `Section ${s.name}`;
const stepLabel = ({ item, section }: Located<TemplateStep>) => `${sectionLabel(section)}, step '${clip(item.title)}'`;
const questionLabel = ({ item, section }: Located<TemplateQuestion>) => questionLogLabel(section.name, item.text);

/** Field label → how to read it from the item; the values logged are those read. */
type Fields<T> = Record<string, (item: T) => unknown>;

const templateFields: Fields<TemplateBody> = {
  name: (t) => t.name,
  'farm type': (t) => t.farmType ?? null,
  'risk thresholds': (t) => t.riskThresholds,
};
const sectionFields: Fields<TemplateSection> = {
  name: (s) => s.name,
  title: (s) => s.title,
  description: (s) => s.description,
  position: (s) => s.ordinal,
};
const stepFields: Fields<TemplateStep> = {
  title: (s) => s.title,
  name: (s) => s.name,
  description: (s) => s.description,
  position: (s) => s.ordinal,
};
const questionFields: Fields<TemplateQuestion> = {
  text: (q) => q.text,
  name: (q) => q.name,
  guidance: (q) => q.guidance,
  hint: (q) => q.hint,
  position: (q) => q.ordinal,
  'answer type': (q) => q.answerType,
  units: (q) => q.answerUnits,
  'allows N/A': (q) => q.allowNotApplicable ?? false,
  bounds: (q) => q.answerBounds ?? null,
  'included if': (q) => q.includeIf,
  translations: (q) => q.languageText,
  'minimum score': (q) => q.answer.scoring.min,
  'maximum score': (q) => q.answer.scoring.max,
  'default score': (q) => q.answer.scoring.default,
  'score for Yes': (q) => q.answer.scoring.yes,
  'score for No': (q) => q.answer.scoring.no,
  'knockout for Yes': (q) => q.answer.scoring.capYes ?? null,
  'knockout for No': (q) => q.answer.scoring.capNo ?? null,
  'scoring bands': (q) => q.answer.scoring.bands ?? null,
};
type Option = TemplateQuestion['answerOptions'][number];
const optionFields: Fields<Option> = {
  text: (o) => o.text,
  score: (o) => o.scoring.value,
  knockout: (o) => o.capRisk ?? null,
  hint: (o) => o.hint,
  position: (o) => o.ordinal,
};

class Collector {
  readonly changes: FieldChanges = {};
  private count = 0;
  private more = 0;
  constructor(private readonly limit: number) {}
  add(key: string, before: unknown, after: unknown) {
    if (this.count >= this.limit) return void (this.more += 1);
    this.changes[key] = [before, after];
    this.count += 1;
  }
  fields<T>(prefix: string, fields: Fields<T>, a: T, b: T, suffix = '') {
    for (const [label, read] of Object.entries(fields)) {
      const [x, y] = [read(a), read(b)];
      if (!same(x, y)) this.add(`${prefix}${label}${suffix}`, x ?? null, y ?? null);
    }
  }
  /** Items matched by id: removed, added, and the fields of those in both. */
  items<T extends { id: number }>(before: readonly T[], after: readonly T[], label: (item: T) => string, compare: (a: T, b: T) => void) {
    const old = byId(before);
    const now = byId(after);
    for (const item of before) if (!now.has(item.id)) this.add(label(item), ...REMOVED);
    for (const item of after) {
      const previous = old.get(item.id);
      if (previous) compare(previous, item);
      else this.add(label(item), ...ADDED);
    }
  }
  finish() {
    if (this.more) this.changes[MORE_CHANGES] = [null, this.more];
    return this.changes;
  }
}

export function templateChanges(before: TemplateBody, after: TemplateBody, limit = TEMPLATE_DIFF_LIMIT): FieldChanges {
  const c = new Collector(limit);
  c.fields('', templateFields, before, after);
  c.items(before.sections, after.sections, sectionLabel, (a, b) => c.fields(`${sectionLabel(b)}: `, sectionFields, a, b));
  c.items(steps(before), steps(after), stepLabel, (a, b) => {
    if (a.section.id !== b.section.id) c.add(`${stepLabel(b)}: section`, a.section.name, b.section.name);
    c.fields(`${stepLabel(b)}: `, stepFields, a.item, b.item);
  });
  c.items(questions(before), questions(after), questionLabel, (a, b) => {
    const where = `${questionLabel(b)}: `;
    if (a.step.id !== b.step.id) c.add(`${where}step`, a.step.title, b.step.title);
    c.fields(where, questionFields, a.item, b.item);
    c.items(
      a.item.answerOptions,
      b.item.answerOptions,
      (o) => `${where}option '${clip(o.text)}'`,
      (x, y) => c.fields(where, optionFields, x, y, ` of option '${clip(y.text)}'`),
    );
  });
  return c.finish();
}
