import { z } from 'zod';
import { answerTypes, answerUnits, operators } from '../answer-types.ts';
import { farmTypes } from '../farm-types.ts';
import { capRisks } from '../risk.ts';

/**
 * The template model of docs/requirements.md#results-3. Ids are positive integers, unique per kind within one template (the editor
 * gives max + 1). Ordinals go in steps of 10. Section and step min/max are derived as sums (see template-rules.ts).
 */
const id = z.number().int().positive();
const text = (max = 2000) => z.string().max(max);
const optText = (max = 5000) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
/**
 * Fields added by issue 13 (knockout caps, scoring bands, bounds, N/A, farm type) are optional: a template without
 * them parses to exactly what it did before, and null reads as absent.
 */
const absentable = <T extends z.ZodType>(schema: T, isEmpty: (v: unknown) => boolean = () => false) =>
  z.preprocess((v) => (v === null || isEmpty(v) ? undefined : v), schema.optional());
const capRisk = absentable(z.enum(capRisks));
/** Empty values read as absent, so JSON and CSV (which has no way to say 'false' or 'no bands') agree. */
const noBounds = (v: unknown) =>
  typeof v === 'object' && v !== null && ['min', 'max'].every((k) => (v as Record<string, unknown>)[k] == null);
const noItems = (v: unknown) => Array.isArray(v) && v.length === 0;

export const scoringRangeSchema = z.object({
  minValue: z.number().default(0),
  maxValue: z.number().default(0),
  defaultValue: z.number().default(0),
});

/**
 * A scoring band of a number answer: a value v with from ≤ v < to scores `value` (an empty end is open), and may cap
 * the audit's band (docs/scoring.md).
 */
export const scoringBandSchema = z.object({
  from: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  to: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  value: z.number().default(0),
  capRisk,
});

export const answerScoringSchema = z.object({
  min: z.number().default(0),
  max: z.number().default(0),
  default: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  yes: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  no: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  /** Knockouts of a yes/no answer: the band the audit is capped at when answered Yes or No. */
  capYes: capRisk,
  capNo: capRisk,
  /** Number answers only: the value itself decides the score (instead of `default`). */
  bands: absentable(z.array(scoringBandSchema).max(50), noItems),
});

/** A number question's own limits (e.g. -2 to 35 °C); without them the spec's rules hold (FLOAT > 0, INTEGER ≥ 0). */
export const answerBoundsSchema = z.object({
  min: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  max: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
});

export const answerOptionSchema = z.object({
  id,
  name: text(255),
  ordinal: z.number().int().min(0),
  text: text(1000).min(1, { error: 'Option text is required' }),
  hint: optText(1000),
  scoring: z.object({ value: z.number().default(0) }).default({ value: 0 }),
  /** A knockout: choosing this option caps the audit's band (docs/scoring.md). */
  capRisk,
});

export const includeIfSchema = z.object({
  answerId: id,
  condition: z.enum(operators),
  value: z.string().max(1000),
});

export const languageTextSchema = z.record(
  z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  z.object({ text: optText(5000), guidance: optText(), hint: optText(1000) }),
);

export const templateQuestionSchema = z.object({
  id,
  name: text(255),
  text: text(5000).min(1, { error: 'Question text is required' }),
  guidance: optText(),
  hint: optText(1000),
  ordinal: z.number().int().min(0),
  scoring: scoringRangeSchema.default({ minValue: 0, maxValue: 0, defaultValue: 0 }),
  includeIf: includeIfSchema.nullish().transform((v) => v ?? null),
  answer: z.object({
    id,
    answerType: z.enum(answerTypes),
    questionId: id,
    scoring: answerScoringSchema.default({ min: 0, max: 0, default: null, yes: null, no: null }),
  }),
  answerType: z.enum(answerTypes),
  answerUnits: z.enum(answerUnits).default('NONE'),
  answerOptions: z.array(answerOptionSchema).max(100).default([]),
  languageText: languageTextSchema.nullish().transform((v) => v ?? null),
  answerBounds: absentable(answerBoundsSchema, noBounds),
  /** The auditor may answer N/A, which leaves the question out of the score (stored as 'N/A'). */
  allowNotApplicable: absentable(z.boolean(), (v) => v === false),
  /**
   * Issue 22: when the answer of an earlier question (the farm's production system) meets this condition, the
   * question is critical: N/A is refused, and an N/A stored anyway scores as the worst answer (docs/scoring.md).
   */
  criticalIf: absentable(includeIfSchema),
  /**
   * The measure the question asks (issue 22, e.g. 'lice.peak'): the risk model's rule packs set its bands and limits
   * by this name, and exposure measures score on their own (docs/scoring.md).
   */
  ruleKey: absentable(
    z
      .string()
      .regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, { error: 'A rule key is words joined by dots, e.g. lice.peak' })
      .max(64),
    (v) => v === '',
  ),
});

export const templateStepSchema = z.object({
  id,
  name: text(255),
  title: text(255).min(1, { error: 'Step title is required' }),
  description: optText(),
  ordinal: z.number().int().min(0),
  minScore: z.number().default(0),
  maxScore: z.number().default(0),
  scoring: scoringRangeSchema.default({ minValue: 0, maxValue: 0, defaultValue: 0 }),
  questions: z.array(templateQuestionSchema).max(200),
});

export const templateSectionSchema = z.object({
  id,
  name: text(255).min(1, { error: 'Section name is required' }),
  title: text(255)
    .nullish()
    .transform((v) => v ?? null),
  description: optText(),
  ordinal: z.number().int().min(0),
  minScore: z.number().default(0),
  maxScore: z.number().default(0),
  scoring: scoringRangeSchema.default({ minValue: 0, maxValue: 0, defaultValue: 0 }),
  steps: z.array(templateStepSchema).max(100),
});

export const riskThresholdsSchema = z.object({
  low: z.number().min(0).max(100),
  moderateLow: z.number().min(0).max(100),
  moderate: z.number().min(0).max(100),
  moderateHigh: z.number().min(0).max(100),
});

export const templateBodySchema = z.object({
  name: text(255).min(1, { error: 'Template name is required' }),
  minScore: z.number().default(0),
  maxScore: z.number().default(0),
  scoring: scoringRangeSchema.default({ minValue: 0, maxValue: 0, defaultValue: 0 }),
  riskThresholds: riskThresholdsSchema.nullish().transform((v) => v ?? null),
  /** The kind of farm the template is written for; Launch Audit suggests it for farms of that type. */
  farmType: absentable(z.enum(farmTypes)),
  sections: z.array(templateSectionSchema).max(50),
});

export const templateSchema = templateBodySchema.extend({
  id: z.string(),
  creationDate: z.string(),
});

export type TemplateBody = z.output<typeof templateBodySchema>;
export type TemplateBodyInput = z.input<typeof templateBodySchema>;
export type Template = z.output<typeof templateSchema>;
export type TemplateSection = z.output<typeof templateSectionSchema>;
export type TemplateStep = z.output<typeof templateStepSchema>;
export type TemplateQuestion = z.output<typeof templateQuestionSchema>;
export type AnswerOption = z.output<typeof answerOptionSchema>;
export type IncludeIf = z.output<typeof includeIfSchema>;
export type ScoringBand = z.output<typeof scoringBandSchema>;
export type AnswerBounds = z.output<typeof answerBoundsSchema>;
