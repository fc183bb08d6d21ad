import { z } from 'zod';
import { answerTypes } from '../answer-types.ts';
import { capRisks, riskBands } from '../risk.ts';
import { limitKinds } from '../scoring/rules/limit.ts';

/**
 * The results of a scored audit (spec 2 §2, GET /survey/{id}/score and …/step/{id}), shared by the server's route,
 * the web app and the PDF reports. `risk` is the band shown: the worse of the score's own band (`scoreRisk`) and the
 * knockout caps triggered inside (`caps`; issue 13, docs/scoring.md). Audits scored before caps existed have no
 * scoreRisk and no caps; `capLine` then reads them as not capped.
 */
export const triggeredCapSchema = z.object({
  sectionId: z.number(),
  stepId: z.number(),
  questionId: z.number(),
  questionText: z.string(),
  answerText: z.string(),
  capRisk: z.enum(capRisks),
  /** issue 22: the legal or standard limit the answer broke (absent for a template's own knockout) */
  limit: z.object({ kind: z.enum(limitKinds), text: z.string(), source: z.string() }).optional(),
  /** issue 22: a rule of the whole audit set this cap: the exposure floor or breaches compounding */
  auditRule: z.enum(['EXPOSURE', 'COMPOUND']).optional(),
});
export type TriggeredCapShape = z.output<typeof triggeredCapSchema>;

const capFields = {
  scoreRisk: z.string().nullish(),
  caps: z.array(triggeredCapSchema).default([]),
};

/** The numeric step score: the server sends it to admins only (spec 2 §6). */
const adminScore = {
  score: z.number().nullish(),
  minScore: z.number().nullish(),
  maxScore: z.number().nullish(),
  normScore: z.number().nullish(),
};

export const resultStepSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  risk: z.string(),
  ...capFields,
  ...adminScore,
});
export type ResultStep = z.output<typeof resultStepSchema>;

export const resultSectionSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  name: z.string(),
  risk: z.string(),
  normScore: z.number().nullish(),
  ...capFields,
  children: z.array(resultStepSchema),
});
export type ResultSection = z.output<typeof resultSectionSchema>;

export const auditResultsSchema = z.object({
  title: z.string(),
  surveyExtId: z.string(),
  risk: z.string(),
  normScore: z.number().nullish(),
  scoredAt: z.string().nullish(),
  ...capFields,
  children: z.array(resultSectionSchema),
});
export type AuditResults = z.output<typeof auditResultsSchema>;

export const stepQuestionSchema = z.object({
  id: z.number(),
  name: z.string().nullish(),
  ordinal: z.number(),
  text: z.string(),
  answerType: z.enum(answerTypes),
  answerUnits: z.string().nullish(),
  answerOptions: z.array(z.object({ ordinal: z.number(), text: z.string() })).default([]),
  answer: z.object({ answerStr: z.string().nullable() }).nullish(),
  /** answered N/A: left out of the score */
  notApplicable: z.boolean().default(false),
  /** the knockout this answer triggered, if any */
  capRisk: z.enum(capRisks).nullish(),
});
export type StepQuestion = z.output<typeof stepQuestionSchema>;

export const stepResultsSchema = z.object({
  id: z.number(),
  externalId: z.string().optional(),
  sectionName: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  risk: z.string(),
  ...capFields,
  ...adminScore,
  questions: z.array(stepQuestionSchema),
});
export type StepResults = z.output<typeof stepResultsSchema>;

/** POST /survey/{id}/score: the score, the band shown, the score's own band and the knockouts triggered. */
export const scoreResultSchema = z.object({
  normScore: z.number().nullable(),
  risk: z.enum(riskBands),
  scoreRisk: z.enum(riskBands),
  caps: z.array(triggeredCapSchema),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;
