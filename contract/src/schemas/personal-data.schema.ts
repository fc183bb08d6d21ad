import { z } from 'zod';
import { personalDataMessages as m } from '../personal-data-messages.ts';
import { activityItemSchema } from './activity.schema.ts';

export const PERSONAL_DATA_FORMAT = 'aquarisk-personal-data/1';

const ref = { externalId: z.string(), name: z.string() };

/**
 * GET /company/{id}/user/{userId}/personal-data (issue 24 part 4): everything Aquarisk holds on one person, as JSON.
 * Uploads are described, not included (their bytes stay in storage); mails are listed without their bodies, which
 * carry one-time sign-in links.
 */
export const personalDataExportSchema = z.object({
  format: z.literal(PERSONAL_DATA_FORMAT),
  exportedAt: z.string(),
  profile: z.object({
    externalId: z.string(),
    fullName: z.string().nullable(),
    email: z.string(),
    username: z.string(),
    phone: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  signIn: z.object({ hasPassword: z.boolean(), activeSessions: z.number(), lastSessionAt: z.string().nullable() }),
  roles: z.array(z.string()),
  companies: z.array(z.object({ ...ref, memberSince: z.string() })),
  farms: z.array(z.object({ ...ref, companyName: z.string(), assignedAt: z.string() })),
  audits: z.array(z.object({ ...ref, farmName: z.string(), companyName: z.string(), assignedAt: z.string() })),
  /** audits whose launch, last change or scoring is recorded under their e-mail */
  auditRecords: z.array(z.object({ ...ref, launched: z.boolean(), lastUpdated: z.boolean(), scored: z.boolean() })),
  answers: z.array(
    z.object({ auditExtId: z.string(), auditName: z.string(), question: z.string(), answer: z.string(), answeredAt: z.string() }),
  ),
  actions: z.array(
    z.object({
      externalId: z.string(),
      auditExtId: z.string(),
      title: z.string(),
      description: z.string(),
      riskLevel: z.string(),
      raisedByThem: z.boolean(),
      createdAt: z.string(),
      resolvedByThem: z.boolean(),
      closedAt: z.string().nullable(),
      closedDescription: z.string().nullable(),
    }),
  ),
  uploads: z.array(
    z.object({
      externalId: z.string(),
      auditExtId: z.string(),
      category: z.string(),
      name: z.string(),
      contentType: z.string(),
      size: z.number(),
      createdAt: z.string(),
    }),
  ),
  environmentUploads: z.array(z.object({ auditExtId: z.string(), fileName: z.string(), rows: z.number(), uploadedAt: z.string() })),
  templates: z.array(z.object({ ...ref, created: z.boolean(), lastUpdated: z.boolean() })),
  /** entries they made, and entries of others that name them */
  activity: z.object({ authored: z.array(activityItemSchema), about: z.array(activityItemSchema) }),
  mail: z.array(z.object({ subject: z.string(), createdAt: z.string(), sentAt: z.string().nullable() })),
  contactRequests: z.array(z.object({ name: z.string(), email: z.string(), comment: z.string(), createdAt: z.string() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** POST /company/{id}/user/{userId}/erase: the caller types the person's e-mail, so a slip of the hand erases nobody. */
export const eraseUserInputSchema = z.object({
  email: z.string({ error: m.eraseConfirmMismatch }).trim().min(1, { error: m.eraseConfirmMismatch }).max(255),
});
export type EraseUserInput = z.infer<typeof eraseUserInputSchema>;

export const erasureResultSchema = z.object({ externalId: z.string(), erasedAt: z.string() });
export type ErasureResult = z.infer<typeof erasureResultSchema>;
