import { z } from 'zod';
import { actionSchema } from './action.schema.ts';
import { farmSchema } from './farm.schema.ts';
import { auditResultsSchema, resultSectionSchema, resultStepSchema, stepQuestionSchema } from './results.schema.ts';
import { sinceLastAuditSchema } from './compare.schema.ts';

/**
 * GET /survey/{id}/report (docs/requirements.md#results-3 Report): the scored results with each step's answered questions, the farm and
 * its company. The scored report and the summary (the same without answers) are rendered from it.
 */
export const reportStepSchema = resultStepSchema.extend({ questions: z.array(stepQuestionSchema) });
export type ReportStep = z.output<typeof reportStepSchema>;

export const reportSectionSchema = resultSectionSchema.extend({ children: z.array(reportStepSchema) });
export type ReportSection = z.output<typeof reportSectionSchema>;

export const auditReportSchema = z.object({
  /** the audit's own date (absent or null when it has none: then the farm's audit date applies) */
  surveyDate: z.string().nullish(),
  farmName: z.string(),
  companyName: z.string(),
  farm: farmSchema,
  scoring: auditResultsSchema.extend({ children: z.array(reportSectionSchema) }),
  /** names of the people USER answers point at, by externalId */
  userNames: z.record(z.string(), z.string()).default({}),
  /** the change since the farm's previous scored audit (issue 26 item 7); null or absent without one */
  sinceLastAudit: sinceLastAuditSchema.nullish(),
});
export type AuditReport = z.output<typeof auditReportSchema>;

/** GET /survey/{id}/actions-report: one audit's actions with the names of the sections they were raised in. */
export const actionsReportSchema = z.object({
  surveyName: z.string(),
  farmName: z.string(),
  companyName: z.string(),
  sections: z.array(z.object({ id: z.number(), name: z.string() })),
  actions: z.array(actionSchema),
});
export type ActionsReport = z.output<typeof actionsReportSchema>;
