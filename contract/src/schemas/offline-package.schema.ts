import { z } from 'zod';
import { templateBodyResponseSchema } from '../template/template-response.schema.ts';
import { questionActionSchema } from './question-flow.schema.ts';
import { farmSchema } from './farm.schema.ts';
import { surveyDetailSchema } from './survey.schema.ts';
import { auditPersonSchema } from './user.schema.ts';

/**
 * GET /survey/{id}/offline (issue 27 item 2): everything the app needs to answer the audit with no network — the
 * template snapshot, the answers so far (with those carried and waiting), the caller's cursor, the farm's production
 * system, the people a USER answer may name and the actions raised on each question. The app keeps it in IndexedDB
 * and runs the contract's flow rules on it (answers/flow-context.ts).
 */
export const offlinePackageSchema = z.object({
  survey: surveyDetailSchema,
  /** the audit's farm as GET /survey/{id}/farm gives it (the farm panel offline) */
  farm: farmSchema,
  snapshotHash: z.string(),
  /** the template body as the server sends templates (no transforms, so the server can serialise through it) */
  snapshot: templateBodyResponseSchema,
  answers: z.array(z.object({ questionId: z.number(), answerStr: z.string() })),
  /** question ids whose answer was carried from an earlier audit and is not confirmed yet */
  carried: z.array(z.number()),
  carriedFrom: z.object({ externalId: z.string(), name: z.string(), surveyYear: z.number() }).nullable(),
  cursor: z.number().nullable(),
  readOnly: z.boolean(),
  farmProductionSystem: z.string().nullable(),
  people: z.array(auditPersonSchema),
  actions: z.array(questionActionSchema.extend({ questionId: z.number() })),
  /** when the server answered: the app shows how old its copy is */
  fetchedAt: z.string(),
});
export type OfflinePackage = z.infer<typeof offlinePackageSchema>;
