import { z } from 'zod';
import { surveyStates } from '../answer-types.ts';
import { AUDITS_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { validationMessages as m } from '../messages.ts';
import { booleanFlag, externalIdSchema } from './common.schema.ts';
import { farmSchema } from './farm.schema.ts';
import { scheduleBadgeSchema } from './audit-schedule.schema.ts';
import { triggeredCapSchema } from './results.schema.ts';

export const surveyListQuerySchema = z.object({
  details: booleanFlag.optional(),
  filterCompanyExtId: externalIdSchema.optional(),
  filterFarmExtId: externalIdSchema.optional(),
  filterState: z.enum(surveyStates).optional(),
  filterStartYear: z.coerce.number().int().min(1900).max(2100).optional(),
  filterCountry: z.string().max(255).optional(),
  filterStateProvince: z.string().max(255).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(AUDITS_PAGE_SIZE),
});
export type SurveyListQuery = z.input<typeof surveyListQuerySchema>;

/** Launch Audit form (docs/requirements.md#core-2, §3): the year must be exactly 4 digits. */
export const launchSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(255),
  surveyYear: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{4}$/.test(v), { error: m.invalidYear })
    .transform(Number),
  description: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((v) => v || null),
  companyExtId: externalIdSchema,
  farmExtId: z.string({ error: m.selectFromList }).uuid({ error: m.selectFromList }),
  userExtIds: z.array(externalIdSchema).max(1000).default([]),
  /** issue 26 item 1: start from this scored audit of the farm (its answers carried forward); none starts empty */
  carryFromExtId: externalIdSchema.nullish().transform((v) => v ?? null),
});
export type LaunchInput = z.input<typeof launchSchema>;

export const launchResultSchema = z.object({ accepted: z.boolean(), messages: z.array(z.string()), surveyExtId: z.string().optional() });

/** `risk` is the band shown; `scoreRisk` the score's own band and `caps` the knockouts triggered (issue 13). */
const capFields = { scoreRisk: z.string().nullish(), caps: z.array(triggeredCapSchema).optional() };

export const sectionScoreSchema = z.object({
  sectionId: z.number(),
  name: z.string(),
  normScore: z.number().nullable(),
  risk: z.string(),
  ...capFields,
});

export const surveySchema = z.object({
  externalId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  surveyYear: z.number(),
  state: z.enum(surveyStates),
  closed: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  isSurveyComplete: z.boolean(),
  /** applicable questions still unanswered (Score waits for 0); null when not yet counted */
  openQuestions: z.number().int().nullable(),
  /** issue 26 item 1: carried answers not yet confirmed or changed (Score waits for 0 too) */
  carriedLeft: z.number().int().optional(),
  templateName: z.string().nullable(),
  surveyDate: z.string().nullable(),
  scoring: z
    .object({
      normScore: z.number().nullable(),
      risk: z.string(),
      ...capFields,
      /** issue 22: the risk model the stored result was scored with (1 before versions existed) */
      modelVersion: z.number().optional(),
      sections: z.array(sectionScoreSchema),
    })
    .nullable(),
});
export type Survey = z.infer<typeof surveySchema>;

/** GET /survey/{id}: the audit with its farm and company named. */
export const surveyDetailSchema = surveySchema.extend({
  farmExtId: z.string(),
  farmName: z.string(),
  companyExtId: z.string(),
  companyName: z.string(),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

/** Audits grouped as companies → farms → surveys (docs/requirements.md#core-7): the audits list and a farm's audits. */
export const farmWithSurveysSchema = farmSchema.extend({ surveys: z.array(surveySchema) });
export const companyAuditsSchema = z.object({ externalId: z.string(), name: z.string(), farms: z.array(farmWithSurveysSchema) });
export const auditGroupsSchema = z.object({ companies: z.array(companyAuditsSchema) });
export type AuditGroups = z.infer<typeof auditGroupsSchema>;
export type CompanyAudits = z.infer<typeof companyAuditsSchema>;
export type FarmWithSurveys = z.infer<typeof farmWithSurveysSchema>;

/**
 * The audits list's farm (issue 25 item 4): what its cards and filters show. The desktop detail panel reads the
 * selected audit's whole farm (GET /survey/{id}/farm), so a page does not carry 28 fields for each of its farms.
 */
export const listFarmSchema = farmSchema
  .pick({ externalId: true, name: true, country: true, stateProvince: true })
  .extend({ schedule: scheduleBadgeSchema.optional() });
export const listFarmWithSurveysSchema = listFarmSchema.extend({
  /** the farm's audits the list's filters keep, on every page (its card's count; `surveys` holds this page's) */
  auditCount: z.number().int(),
  surveys: z.array(surveySchema),
});
export type ListFarmWithSurveys = z.infer<typeof listFarmWithSurveysSchema>;

/** GET /survey: one page of the audits list. */
export const surveyListPageSchema = z.object({
  companies: z.array(z.object({ externalId: z.string(), name: z.string(), farms: z.array(listFarmWithSurveysSchema) })),
  page: z.number(),
  size: z.number(),
  count: z.number(),
});
export type SurveyListPage = z.infer<typeof surveyListPageSchema>;

/** GET /survey/created/year */
export const surveyYearsSchema = z.object({ surveyYears: z.array(z.number()) });

export const nextAnswerSchema = z.object({
  questionId: z.coerce.number().int().positive(),
  answerValue: z.string().max(70_000),
  /** issue 27: the id the app made for this answer; sent again, the first result is answered and nothing is written */
  clientId: z.uuid().optional(),
});

export const jumpParamsSchema = z.object({
  surveyId: externalIdSchema,
  s: z.coerce.number().int().positive(),
  st: z.coerce.number().int().positive(),
  q: z.coerce.number().int().positive(),
});
