import type { AnswerType, AnswerUnit, Operator } from '../../answer-types.ts';
import type { FarmType } from '../../farm-types.ts';
import type { CapRisk } from '../../risk.ts';
import type { RuleKey } from '../../scoring/rules/measures.ts';
import { deriveTemplateScores } from '../template-rules.ts';
import { bands, type BandDraft } from './band-notation.ts';
import { templateBodySchema, type ScoringBand, type TemplateBody, type TemplateBodyInput } from '../template.schema.ts';

/**
 * A small authoring layer for the default templates (docs/templates.md). The section files describe questions
 * without ids, names or ordinals; `buildDefaultTemplate` numbers everything (ids unique per kind across the
 * template, 'Step N' / 'Question N' / 'option-N' names and ordinals of 10 × position), resolves `includeIf`
 * references to the answer id of an earlier question, fills min/max as sums, and keeps each question's sample
 * answers apart from the template: they feed the farm profiles (farm-profiles.ts) of the demo and the tests.
 */

type SectionInput = TemplateBodyInput['sections'][number];
type StepInput = SectionInput['steps'][number];
type QuestionInput = StepInput['questions'][number];

/** [text, score], [text, score, hint] or [text, score, { hint, cap }]; a cap makes the option a knockout. */
export type OptionDraft = readonly [text: string, score: number, extra?: string | { hint?: string; cap?: CapRisk }];
export type { BandDraft };

/**
 * What a farm of each profile answers. YES_NO 'YES' | 'NO'; SINGLE_SELECT the option's index; MULTI_SELECT the
 * indexes; numbers the number, ranges [low, high]; DATE and DATE_TIME the days before the audit (negative: after);
 * texts the text. `capped` overrides the good farm's answer on the knockout a capped farm fails.
 */
export type SampleValue = string | number | readonly number[];
export type FarmProfileName = 'good' | 'average' | 'poor' | 'capped';
export type Sample = Partial<Record<FarmProfileName, SampleValue>>;

export interface QuestionExtras {
  /** Local reference name that a later question's includeIf can point at. */
  key?: string;
  /** Overrides the default 'Question N'. */
  name?: string;
  guidance?: string;
  hint?: string;
  units?: AnswerUnit;
  /** Only show the question when the answer of the earlier question `key` satisfies the condition. */
  includeIf?: { key: string; condition: Operator; value: string };
  /** The question's own numeric bounds (e.g. -2 to 35 °C). */
  bounds?: { min?: number; max?: number };
  /** The auditor may answer N/A (the question then leaves the score). */
  na?: boolean;
  /** Issue 22: when the earlier question `key` meets the condition, N/A is refused (e.g. backup power in a RAS). */
  criticalIf?: { key: string; condition: Operator; value: string };
  /** The measure the question asks, whose bands and limits the risk model's rule packs set (issue 22). */
  ruleKey?: RuleKey;
  sample?: Sample;
}

interface Scoring {
  min: number;
  max: number;
  default: number | null;
  yes: number | null;
  no: number | null;
  capYes?: CapRisk;
  capNo?: CapRisk;
  bands?: ScoringBand[];
}

export interface QuestionDraft extends QuestionExtras {
  text: string;
  type: AnswerType;
  scoring: Scoring;
  options: readonly OptionDraft[];
}

export interface StepDraft {
  title: string;
  description: string;
  questions: readonly QuestionDraft[];
}

export interface SectionDraft {
  name: string;
  description: string;
  steps: readonly StepDraft[];
}

const none = { default: null, yes: null, no: null };

const bandsOf = (bands: readonly BandDraft[]): ScoringBand[] =>
  bands.map(([from, to, value, cap]) => ({ from, to, value, ...(cap ? { capRisk: cap } : {}) }));

/** A YES_NO question: `yes` and `no` are the points each answer scores; `capYes` / `capNo` make it a knockout. */
export function yesNo(
  text: string,
  points: { yes: number; no: number; capYes?: CapRisk; capNo?: CapRisk },
  extras: QuestionExtras = {},
): QuestionDraft {
  const { yes, no, ...caps } = points;
  const scoring = { min: Math.min(yes, no), max: Math.max(yes, no), default: null, yes, no, ...caps };
  return { ...extras, text, type: 'YES_NO', scoring, options: [] };
}

/** The knockout a Yes fails (e.g. product sold from a closed area): No scores 4, Yes 0 and caps at HIGH; the capped farm answers Yes. */
export const knockoutIfYes = (text: string, guidance: string): QuestionDraft =>
  yesNo(text, { yes: 0, no: 4, capYes: 'HIGH' }, { guidance, sample: { capped: 'YES' } });

/** A SINGLE_SELECT question: the best option scores the maximum. */
export function single(text: string, options: readonly OptionDraft[], extras: QuestionExtras = {}): QuestionDraft {
  const values = options.map((o) => o[1]);
  const scoring = { min: Math.min(...values), max: Math.max(...values), ...none };
  return { ...extras, text, type: 'SINGLE_SELECT', scoring, options };
}

/** A MULTI_SELECT question: chosen options' values are summed and capped at `cap`. */
export function multi(text: string, options: readonly OptionDraft[], cap: number, extras: QuestionExtras = {}): QuestionDraft {
  return { ...extras, text, type: 'MULTI_SELECT', scoring: { min: 0, max: cap, ...none }, options };
}

/** A number whose value moves the score through its bands (docs/scoring.md). */
export function measure(
  type: 'INTEGER' | 'FLOAT' | 'INTEGER_RANGE' | 'FLOAT_RANGE',
  text: string,
  bands: readonly BandDraft[],
  extras: QuestionExtras = {},
): QuestionDraft {
  const built = bandsOf(bands);
  const values = built.map((b) => b.value);
  const scoring = { min: Math.min(...values), max: Math.max(...values), ...none, bands: built };
  return { ...extras, text, type, scoring, options: [] };
}

/** Day counts over a year (or a season): whole days from 0 to 366, scored through `bands`. */
export const HEAT_DAY_BANDS = bands('0:1:3 | 1:15:2 | 15:31:1 | 31::0');

export function days(text: string, bands: readonly BandDraft[], extras: QuestionExtras = {}): QuestionDraft {
  return measure('INTEGER', text, bands, { units: 'DAYS', bounds: { min: 0, max: 366 }, ...extras });
}

/** A share in per cent, from 0 to 100: scored through `bands`, or with `null` informational (a follow-up whose rule pack sets its limit). */
export function percent(text: string, bands: readonly BandDraft[] | null, extras: QuestionExtras = {}): QuestionDraft {
  const asked: QuestionExtras = { units: 'PERCENT', bounds: { min: 0, max: 100 }, ...extras };
  return bands ? measure('FLOAT', text, bands, asked) : ask('FLOAT', text, asked);
}

/**
 * Any other answer type. Informational (does not move the score) unless `points` is given, in which case an answer
 * scores that many points, or `bands`: a DATE or DATE_TIME then scores by its age in days on the audit date
 * (issue 22; an expiry date to come is a negative age).
 */
export function ask(
  type: Exclude<AnswerType, 'YES_NO' | 'SINGLE_SELECT' | 'MULTI_SELECT'>,
  text: string,
  extras: QuestionExtras & { points?: number; bands?: readonly BandDraft[] } = {},
): QuestionDraft {
  const { points, bands, ...rest } = extras;
  if (bands) {
    const built = bandsOf(bands);
    const values = built.map((b) => b.value);
    return { ...rest, text, type, scoring: { min: Math.min(...values), max: Math.max(...values), ...none, bands: built }, options: [] };
  }
  const scoring = points ? { min: 0, max: points, ...none, default: points } : { min: 0, max: 0, ...none };
  return { ...rest, text, type, scoring, options: [] };
}

/** A default template: the parsed body with derived scores, and the sample answers of its questions by id. */
export interface DefaultTemplate {
  farmType: FarmType;
  body: TemplateBody;
  samples: ReadonlyMap<number, Sample>;
}

function option([text, value, extra]: OptionDraft, id: number, o: number) {
  const { hint = null, cap = undefined } = typeof extra === 'string' ? { hint: extra } : (extra ?? {});
  return { id, name: `option-${o + 1}`, ordinal: 10 * (o + 1), text, hint, scoring: { value }, ...(cap ? { capRisk: cap } : {}) };
}

export function buildDefaultTemplate(name: string, farmType: FarmType, sections: readonly SectionDraft[]): DefaultTemplate {
  const next = { step: 0, question: 0, answer: 0, option: 0 };
  const answerIdByKey = new Map<string, number>();
  const samples = new Map<number, Sample>();

  const buildQuestion = (q: QuestionDraft, n: number): QuestionInput => {
    const questionId = ++next.question;
    const answerId = ++next.answer;
    const condition = (c: QuestionExtras['includeIf'], what: string) => {
      if (!c) return null;
      const target = answerIdByKey.get(c.key);
      if (target === undefined) throw new Error(`${what} of '${q.text}' refers to no earlier question '${c.key}'`);
      return { answerId: target, condition: c.condition, value: c.value };
    };
    const includeIf: QuestionInput['includeIf'] = condition(q.includeIf, 'includeIf');
    const criticalIf = condition(q.criticalIf, 'criticalIf');
    if (q.key) {
      if (answerIdByKey.has(q.key)) throw new Error(`Duplicate question key '${q.key}'`);
      answerIdByKey.set(q.key, answerId);
    }
    if (q.sample) samples.set(questionId, q.sample);
    return {
      id: questionId,
      name: q.name ?? `Question ${n + 1}`,
      text: q.text,
      guidance: q.guidance ?? null,
      hint: q.hint ?? null,
      ordinal: 10 * (n + 1),
      includeIf,
      answer: { id: answerId, answerType: q.type, questionId, scoring: { ...q.scoring } },
      answerType: q.type,
      answerUnits: q.units ?? 'NONE',
      answerOptions: q.options.map((o, i) => option(o, ++next.option, i)),
      languageText: null,
      ...(q.bounds ? { answerBounds: { min: q.bounds.min ?? null, max: q.bounds.max ?? null } } : {}),
      ...(q.na ? { allowNotApplicable: true } : {}),
      ...(q.ruleKey ? { ruleKey: q.ruleKey } : {}),
      ...(criticalIf ? { criticalIf } : {}),
    };
  };

  const built: SectionInput[] = sections.map((section, s) => ({
    id: s + 1,
    name: section.name,
    title: section.name,
    description: section.description,
    ordinal: 10 * (s + 1),
    steps: section.steps.map((step, t): StepInput => ({
      id: ++next.step,
      name: `Step ${t + 1}`,
      title: step.title,
      description: step.description,
      ordinal: 10 * (t + 1),
      questions: step.questions.map(buildQuestion),
    })),
  }));
  const body = deriveTemplateScores(templateBodySchema.parse({ name, riskThresholds: null, farmType, sections: built }));
  return { farmType, body, samples };
}
