import { z } from 'zod';
import { answerTypes, answerUnits, operators } from '../answer-types.ts';
import { farmTypes } from '../farm-types.ts';
import { capRisks } from '../risk.ts';

/**
 * A template as the server sends it: the output of template.schema.ts (defaults filled, nulls normalised) with no
 * transforms, so the server can serialise through it and the web parse through it. template-response.schema.test.ts
 * checks that it keeps every field the input schema produces.
 */
const range = z.object({ minValue: z.number(), maxValue: z.number(), defaultValue: z.number() });
const capRisk = z.enum(capRisks).optional();
const band = z.object({ from: z.number().nullable(), to: z.number().nullable(), value: z.number(), capRisk });

const answerScoring = z.object({
  min: z.number(),
  max: z.number(),
  default: z.number().nullable(),
  yes: z.number().nullable(),
  no: z.number().nullable(),
  capYes: capRisk,
  capNo: capRisk,
  bands: z.array(band).optional(),
});

const option = z.object({
  id: z.number(),
  name: z.string(),
  ordinal: z.number(),
  text: z.string(),
  hint: z.string().nullable(),
  scoring: z.object({ value: z.number() }),
  capRisk,
});

const languageText = z.record(
  z.string(),
  z.object({ text: z.string().nullable(), guidance: z.string().nullable(), hint: z.string().nullable() }),
);

const question = z.object({
  id: z.number(),
  name: z.string(),
  text: z.string(),
  guidance: z.string().nullable(),
  hint: z.string().nullable(),
  ordinal: z.number(),
  scoring: range,
  includeIf: z.object({ answerId: z.number(), condition: z.enum(operators), value: z.string() }).nullable(),
  answer: z.object({ id: z.number(), answerType: z.enum(answerTypes), questionId: z.number(), scoring: answerScoring }),
  answerType: z.enum(answerTypes),
  answerUnits: z.enum(answerUnits),
  answerOptions: z.array(option),
  languageText: languageText.nullable(),
  answerBounds: z.object({ min: z.number().nullable(), max: z.number().nullable() }).optional(),
  allowNotApplicable: z.boolean().optional(),
  ruleKey: z.string().optional(),
  criticalIf: z.object({ answerId: z.number(), condition: z.enum(operators), value: z.string() }).optional(),
});

const step = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ordinal: z.number(),
  minScore: z.number(),
  maxScore: z.number(),
  scoring: range,
  questions: z.array(question),
});

const section = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  ordinal: z.number(),
  minScore: z.number(),
  maxScore: z.number(),
  scoring: range,
  steps: z.array(step),
});

export const templateBodyResponseSchema = z.object({
  name: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
  scoring: range,
  riskThresholds: z.object({ low: z.number(), moderateLow: z.number(), moderate: z.number(), moderateHigh: z.number() }).nullable(),
  farmType: z.enum(farmTypes).optional(),
  sections: z.array(section),
});

/** GET and POST /admin/api/v1/template/{id}, POST /admin/api/v1/template. */
export const templateResponseSchema = templateBodyResponseSchema.extend({
  id: z.string(),
  creationDate: z.string(),
  updatedAt: z.string(),
});
export type TemplateResponse = z.infer<typeof templateResponseSchema>;
