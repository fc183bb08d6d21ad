import { z } from 'zod';
import { isEmptyRichText, isMissingDescription } from '../answers/answer-rules.ts';
import { actionRiskLevels } from '../risk.ts';
import { validationMessages as m } from '../messages.ts';
import { booleanFlag } from './common.schema.ts';

/** New action: title, then description (not the untouched default), then risk level — first failure wins. */
export const newActionSchema = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, { error: m.titleRequired }).max(255),
  description: z
    .string({ error: m.descriptionRequired })
    .max(65_535)
    .refine((v) => !isMissingDescription(v), { error: m.descriptionRequired }),
  riskLevel: z.enum(actionRiskLevels, { error: m.riskLevelRequired }),
  questionId: z.coerce.number().int().positive().optional(),
});
export type NewActionInput = z.input<typeof newActionSchema>;

/** Resolve: the closing comment must be non-empty rich text, not an empty paragraph. */
export const resolveActionSchema = z.object({
  description: z
    .string({ error: m.descriptionRequired })
    .max(65_535)
    .refine((v) => !isEmptyRichText(v), { error: m.descriptionRequired }),
});

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
});
export type Action = z.infer<typeof actionSchema>;

export const companyActionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(250).default(25),
  closed: booleanFlag.optional(),
  createdAtYearFilter: z.coerce.number().int().min(1900).max(2100).optional(),
  riskLevelFilter: z.enum(actionRiskLevels).optional(),
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
});
