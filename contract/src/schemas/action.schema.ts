import { z } from 'zod';
import { isMissingDescription } from '../answers/answer-rules.ts';
import { actionRiskLevels } from '../risk.ts';
import { surveyStates } from '../answer-types.ts';
import { farmSchema } from './farm.schema.ts';
import { validationMessages as m } from '../messages.ts';
import { booleanFlag } from './common.schema.ts';
import { actionDueDaysSchema, dueOnSchema } from '../action-due.ts';

/**
 * Empty rich text, or the untouched Findings and Recommendations default, is missing. The server sanitises the HTML
 * before this runs (its preValidation hook on the action endpoints), so the rule sees what will be stored.
 */
const descriptionField = z
  .string({ error: m.descriptionRequired })
  .max(65_535)
  .refine((v) => !isMissingDescription(v), { error: m.descriptionRequired });

/** New action: title, then description (not the untouched default), then risk level — first failure wins. */
export const newActionSchema = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, { error: m.titleRequired }).max(255),
  description: descriptionField,
  riskLevel: z.enum(actionRiskLevels, { error: m.riskLevelRequired }),
  questionId: z.coerce.number().int().positive().optional(),
  /** The owner (a member of the farm's company); default: the raiser when a member, else unassigned. */
  ownerExtId: z.string().min(1).max(64).optional(),
  /** Default: the company's due days for the risk level, from today. */
  dueOn: dueOnSchema.optional(),
});
export type NewActionInput = z.input<typeof newActionSchema>;

/** Resolve: the closing comment must be non-empty rich text (not an empty paragraph, not the untouched default). */
export const resolveActionSchema = z.object({ description: descriptionField });

/** Change an open action's owner (null: unassigned) and due day (issue 28 item 1). */
export const actionDueSchema = z.object({ ownerExtId: z.string().min(1).max(64).nullable(), dueOn: dueOnSchema });
export type ActionDueInput = z.infer<typeof actionDueSchema>;

/** A company's due days per action risk level. */
export const companyActionDueDaysSchema = z.object({ dueDays: actionDueDaysSchema });

export const actionOwnerSchema = z.object({ externalId: z.string(), name: z.string() });

/** GET /survey/{id}/action-owners: who may own the audit's actions (issue 37 item 8), by name only. */
export const actionOwnersSchema = z.object({ owners: z.array(actionOwnerSchema) });

export const actionSchema = z.object({
  externalId: z.string(),
  title: z.string(),
  description: z.string(),
  riskLevel: z.enum(actionRiskLevels),
  createdByName: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  closedDescription: z.string().nullable(),
  sectionId: z.number().nullable(),
  stepId: z.number().nullable(),
  questionId: z.number().nullable(),
  owner: actionOwnerSchema.nullable(),
  dueOn: z.string().nullable(),
});
export type Action = z.infer<typeof actionSchema>;

export const companyActionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(250).default(25),
  closed: booleanFlag.optional(),
  createdAtYearFilter: z.coerce.number().int().min(1900).max(2100).optional(),
  riskLevelFilter: z.enum(actionRiskLevels).optional(),
  /** overdue: open actions past their day; soon: due within 7 days (overdue included). */
  dueFilter: z.enum(['overdue', 'soon']).optional(),
  /** me: actions the caller owns; unassigned: actions without an owner. */
  ownerFilter: z.enum(['me', 'unassigned']).optional(),
  /** due: audits whose matching actions fall due first come first. */
  sort: z.enum(['created', 'due']).default('created'),
});

export const actionListItemSchema = z.object({
  surveyExtId: z.string(),
  surveyName: z.string(),
  farmName: z.string(),
  farmExternalId: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  surveyCompletedAt: z.string().nullable(),
  itemCount: z.number(),
  /** The earliest due day of the audit's matching actions. */
  nextDueOn: z.string().nullable(),
});

/** GET /action/company/{id}/survey: one page of the audits that have actions. */
export const companyActionsPageSchema = z.object({ items: z.array(actionListItemSchema), count: z.number() });
export type ActionListItem = z.infer<typeof actionListItemSchema>;
export type CompanyActionsPage = z.infer<typeof companyActionsPageSchema>;

/** An action of one audit, with whether the caller may resolve it and, if not, why (the risk-acceptance rule). */
export const surveyActionSchema = actionSchema.extend({ canResolve: z.boolean(), resolveRefusal: z.string().nullable() });
export type SurveyAction = z.infer<typeof surveyActionSchema>;

/** GET /action/survey/{id}: one audit's actions with its farm and score. */
export const surveyActionsSchema = z.object({
  farm: farmSchema,
  survey: z.object({
    externalId: z.string(),
    name: z.string(),
    surveyYear: z.number(),
    state: z.enum(surveyStates),
    scoredAt: z.string().nullable(),
  }),
  scoring: z.object({ normScore: z.number().nullable(), risk: z.string() }).nullable(),
  actionItems: z.object({ items: z.array(surveyActionSchema) }),
});
export type SurveyActions = z.infer<typeof surveyActionsSchema>;
