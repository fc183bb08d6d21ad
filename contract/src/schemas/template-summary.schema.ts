import { z } from 'zod';
import { farmTypes } from '../farm-types.ts';

/** One template of GET /admin/api/v1/template (sorted by name): the templates list and Launch Audit read it. */
export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  creationDate: z.string(),
  updatedAt: z.string(),
  sectionCount: z.number(),
  questionCount: z.number(),
  /** the farm type the template is written for; Launch Audit suggests it for farms of that type (issue 13) */
  farmType: z.enum(farmTypes).nullish(),
});
export type TemplateSummary = z.output<typeof templateSummarySchema>;
