import { z } from 'zod';
import { answerTypes } from '../answer-types.ts';
import { capRisks, riskBands } from '../risk.ts';
import { auditRules } from '../scoring/caps.ts';
import { limitKinds } from '../scoring/rules/limit.ts';
import { FIRST_MODEL_VERSION } from '../scoring/model-version.ts';

/**
 * The results of a scored audit (docs/requirements.md#results-2, GET /survey/{id}/score and …/step/{id}), shared by the server's route,
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
  /** issue 22: a rule of the whole audit set this cap: the exposure floor, breaches compounding, perils at zero or aged-out checks (issue 39) */
  auditRule: z.enum(auditRules).optional(),
});
export type TriggeredCapShape = z.output<typeof triggeredCapSchema>;

const capFields = {
  scoreRisk: z.string().nullish(),
  caps: z.array(triggeredCapSchema).default([]),
};

/** The numeric step score: the server sends it to admins only (docs/requirements.md#results-6). */
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

/** Issue 22: the exposure measures' own score, whose band is a floor under the audit's. */
export const exposureScoreSchema = z.object({
  score: z.number(),
  minScore: z.number(),
  maxScore: z.number(),
  normScore: z.number().nullable(),
  risk: z.string(),
  /** the perils its questions measured (absent in results stored before issue 37) */
  perils: z.array(z.string()).optional(),
});

/** Issue 22: a rule pack that applied to the farm (base, species, jurisdiction), with the rules an auditor checks by hand. */
export const appliedPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['BASE', 'SPECIES', 'JURISDICTION']),
  notes: z.array(z.string()).default([]),
});
export type AppliedPackShape = z.output<typeof appliedPackSchema>;

/**
 * Issue 22 fields of a stored result. Results stored before it have none: they read as risk model 1 (`modelVersionOf`)
 * without exposure or packs. Optional, so documents built before them still type-check.
 */
export const modelFields = {
  modelVersion: z.number().optional(),
  exposure: exposureScoreSchema.nullish(),
  rulePacks: z.array(appliedPackSchema).optional(),
};

export const modelVersionOf = (result: { modelVersion?: number | undefined }): number => result.modelVersion ?? FIRST_MODEL_VERSION;

/**
 * The query of the results (GET /survey/{id}/score and …/step/{id}): `risk` and `details` are the spec's flags (risk
 * bands and answers are always included); `riskFilter` narrows the step tiles to some bands:
 * ?riskFilter=HIGH,MODERATE_HIGH (absent or empty: all).
 */
export const resultsQuerySchema = z.object({
  risk: z.string().optional(),
  details: z.string().optional(),
  riskFilter: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(riskBands))),
});

export const auditResultsSchema = z.object({
  title: z.string(),
  surveyExtId: z.string(),
  risk: z.string(),
  normScore: z.number().nullish(),
  scoredAt: z.string().nullish(),
  ...capFields,
  ...modelFields,
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
  /** issue 22: the risk model the audit was (re)scored with */
  modelVersion: z.number().default(FIRST_MODEL_VERSION),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;
