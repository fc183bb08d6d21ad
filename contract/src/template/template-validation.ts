import { isNumberType, type AnswerType } from '../answer-types.ts';
import { isRuleKey } from '../scoring/rules/measures.ts';
import { parseRange, parseSelect } from '../answers/answer-rules.ts';
import { INTEGER_MAX } from '../constants.ts';
import { optionScoreProblem } from './option-score.ts';
import type { ScoringBand, TemplateBody, TemplateQuestion } from './template.schema.ts';

/**
 * Structure checks beyond the zod schema (which checks each field on its own). Paths name array positions as
 * stored, e.g. `sections[0].steps[1].questions[2].includeIf.answerId`, so the editor can point at the field.
 */
export interface TemplateError {
  path: string;
  message: string;
}
export type TemplateCheck = { ok: true } | { ok: false; errors: TemplateError[] };

interface Located {
  question: TemplateQuestion;
  path: string;
}

const SELECTS: readonly AnswerType[] = ['SINGLE_SELECT', 'MULTI_SELECT'];
const NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/;

const byOrdinal = <T extends { item: { ordinal: number } }>(items: T[]): T[] => [...items].sort((a, b) => a.item.ordinal - b.item.ordinal);

/** Questions with their stored paths, in flow order (sections, steps, questions by ordinal). */
function locateInFlowOrder(template: Pick<TemplateBody, 'sections'>): Located[] {
  const located: Located[] = [];
  const sections = byOrdinal(template.sections.map((item, i) => ({ item, path: `sections[${i}]` })));
  for (const { item: section, path: sectionPath } of sections) {
    const steps = byOrdinal(section.steps.map((item, i) => ({ item, path: `${sectionPath}.steps[${i}]` })));
    for (const { item: step, path: stepPath } of steps) {
      const questions = byOrdinal(step.questions.map((item, i) => ({ item, path: `${stepPath}.questions[${i}]` })));
      located.push(...questions.map(({ item, path }) => ({ question: item, path })));
    }
  }
  return located;
}

function checkUnique(errors: TemplateError[], kind: string, entries: { id: number; path: string }[]) {
  const seen = new Set<number>();
  for (const { id, path } of entries) {
    if (seen.has(id)) errors.push({ path, message: `Duplicate ${kind} id ${id}` });
    seen.add(id);
  }
}

function checkIds(template: Pick<TemplateBody, 'sections'>, located: Located[], errors: TemplateError[]) {
  const steps = template.sections.flatMap((s, i) => s.steps.map((st, j) => ({ id: st.id, path: `sections[${i}].steps[${j}].id` })));
  checkUnique(
    errors,
    'section',
    template.sections.map((s, i) => ({ id: s.id, path: `sections[${i}].id` })),
  );
  checkUnique(errors, 'step', steps);
  checkUnique(
    errors,
    'question',
    located.map(({ question, path }) => ({ id: question.id, path: `${path}.id` })),
  );
  const answers = located.map(({ question, path }) => ({ id: question.answer.id, path: `${path}.answer.id` }));
  checkUnique(errors, 'answer', answers);
  const options = located.flatMap(({ question, path }) =>
    question.answerOptions.map((o, i) => ({ id: o.id, path: `${path}.answerOptions[${i}].id` })),
  );
  checkUnique(errors, 'option', options);
}

function checkQuestion({ question: q, path }: Located, errors: TemplateError[]) {
  const add = (field: string, message: string) => errors.push({ path: `${path}.${field}`, message });
  if (q.answer.questionId !== q.id) add('answer.questionId', `Must equal the question id ${q.id}`);
  if (q.answer.answerType !== q.answerType) {
    add('answer.answerType', `Must equal the question answer type ${q.answerType}`);
  }
  const { min, max, yes, no } = q.answer.scoring;
  if (min > max) add('answer.scoring.max', 'The maximum score must not be below the minimum score');
  if (q.answerType === 'YES_NO') {
    if (yes === null) add('answer.scoring.yes', 'A yes/no question needs a score for yes');
    if (no === null) add('answer.scoring.no', 'A yes/no question needs a score for no');
  }
  q.answerOptions.forEach((o, i) => {
    const problem = optionScoreProblem(o.scoring.value);
    if (problem) add(`answerOptions[${i}].scoring.value`, problem);
  });
  if (SELECTS.includes(q.answerType)) {
    if (q.answerOptions.length === 0) add('answerOptions', 'A select question needs at least one option');
    const ordinals = new Set<number>();
    q.answerOptions.forEach((o, i) => {
      if (ordinals.has(o.ordinal)) add(`answerOptions[${i}].ordinal`, `Duplicate option ordinal ${o.ordinal}`);
      ordinals.add(o.ordinal);
    });
  }
}

const start = (b: ScoringBand) => b.from ?? Number.NEGATIVE_INFINITY;
const end = (b: ScoringBand) => b.to ?? Number.POSITIVE_INFINITY;

/** Issue 13: yes/no caps, number bands and bounds belong to the answer types that use them. */
function checkScoringExtras({ question: q, path }: Located, errors: TemplateError[]) {
  const add = (field: string, message: string) => errors.push({ path: `${path}.${field}`, message });
  const { capYes, capNo, bands = [], min, max } = q.answer.scoring;
  if (q.answerType !== 'YES_NO') {
    if (capYes) add('answer.scoring.capYes', 'Only a yes/no answer has caps for Yes and No');
    if (capNo) add('answer.scoring.capNo', 'Only a yes/no answer has caps for Yes and No');
  }
  const number = isNumberType(q.answerType);
  // Issue 22: a date scores by its age in days on the audit date, through bands like a number.
  const dated = q.answerType === 'DATE' || q.answerType === 'DATE_TIME';
  if (bands.length > 0 && !number && !dated) add('answer.scoring.bands', 'Scoring bands apply to number and date answers only');
  if (q.ruleKey && !isRuleKey(q.ruleKey)) add('ruleKey', `Unknown rule key '${q.ruleKey}'`);
  bands.forEach((band, i) => {
    if (start(band) >= end(band)) add(`answer.scoring.bands[${i}].to`, 'A band must end above where it starts');
    if (band.value < min || band.value > max) {
      add(`answer.scoring.bands[${i}].value`, "A band's score must lie between the answer's min and max");
    }
  });
  const sorted = bands.map((band, i) => ({ band, i })).sort((a, b) => start(a.band) - start(b.band));
  sorted.slice(1).forEach(({ band, i }, k) => {
    const before = sorted[k]!;
    if (start(band) < end(before.band)) {
      add(`answer.scoring.bands[${i}].from`, `Bands ${Math.min(i, before.i) + 1} and ${Math.max(i, before.i) + 1} overlap`);
    }
  });
  const bounds = q.answerBounds;
  if (!bounds) return;
  if (!number && (bounds.min !== null || bounds.max !== null)) add('answerBounds', 'Bounds apply to number answers only');
  if (bounds.min !== null && bounds.max !== null && bounds.min >= bounds.max) {
    add('answerBounds.max', 'The upper bound must be above the lower bound');
  }
  if (q.answerType === 'INTEGER' || q.answerType === 'INTEGER_RANGE') {
    const bad = [bounds.min, bounds.max].some((b) => b !== null && (!Number.isInteger(b) || Math.abs(b) > INTEGER_MAX));
    if (bad) add('answerBounds', 'Whole-number bounds must be whole numbers within ±2,147,483,647');
  }
}

/**
 * `earlier` holds the questions before `current` in flow order by answer id; `all` every answer id. `field` is the
 * condition checked: includeIf, or issue 22's criticalIf (which names an earlier answer the same way).
 */
function checkCondition(
  current: Located,
  earlier: ReadonlyMap<number, TemplateQuestion>,
  all: ReadonlySet<number>,
  errors: TemplateError[],
  field: 'includeIf' | 'criticalIf' = 'includeIf',
) {
  const condition = current.question[field];
  if (!condition) return;
  const add = (key: string, message: string) => errors.push({ path: `${current.path}.${field}.${key}`, message });
  if (field === 'criticalIf' && !current.question.allowNotApplicable) {
    add('answerId', 'Only a question that allows N/A can be critical: without N/A it always is');
  }
  const referenced = earlier.get(condition.answerId);
  if (!referenced) {
    const known = all.has(condition.answerId);
    add('answerId', known ? 'Must name the answer of an earlier question' : `Unknown answer id ${condition.answerId}`);
    return;
  }
  const { value } = condition;
  switch (condition.condition) {
    case 'BETWEEN': {
      const range = parseRange(value);
      if (!range || range[0] > range[1]) add('value', "BETWEEN needs a value 'low-high' with low not above high");
      return;
    }
    case 'GT':
    case 'GTE':
    case 'LT':
    case 'LTE': {
      const isDate = referenced.answerType === 'DATE' || referenced.answerType === 'DATE_TIME';
      if (!NUMBER.test(value) && !(isDate && DATE_VALUE.test(value))) {
        add('value', `${condition.condition} needs a number`);
      }
      return;
    }
    default: {
      if (referenced.answerType === 'YES_NO' && condition.condition !== 'CONTAINS' && !/^(YES|NO)$/.test(value)) {
        add('value', 'Must be YES or NO');
      }
      if (!SELECTS.includes(referenced.answerType)) return;
      const named = /^\s*\d+\s*$/.test(value) ? [Number(value)] : parseSelect(value);
      const known = new Set(referenced.answerOptions.map((o) => o.ordinal));
      if (named.length === 0 || !named.every((o) => known.has(o))) {
        add('value', 'Must name option ordinals of the referenced question');
      }
    }
  }
}

/** Checks ids, answers, options, includeIf references and risk thresholds; every problem is listed. */
export function validateTemplate(template: Pick<TemplateBody, 'sections'> & Partial<Pick<TemplateBody, 'riskThresholds'>>): TemplateCheck {
  const errors: TemplateError[] = [];
  const located = locateInFlowOrder(template);
  checkIds(template, located, errors);
  const allAnswers = new Set(located.map((l) => l.question.answer.id));
  const earlier = new Map<number, TemplateQuestion>();
  for (const entry of located) {
    checkQuestion(entry, errors);
    checkScoringExtras(entry, errors);
    checkCondition(entry, earlier, allAnswers, errors);
    checkCondition(entry, earlier, allAnswers, errors, 'criticalIf');
    earlier.set(entry.question.answer.id, entry.question);
  }
  const t = template.riskThresholds;
  if (t && !(t.low > t.moderateLow && t.moderateLow > t.moderate && t.moderate > t.moderateHigh)) {
    const message = 'Risk thresholds must descend: low > moderateLow > moderate > moderateHigh';
    errors.push({ path: 'riskThresholds', message });
  }
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}
