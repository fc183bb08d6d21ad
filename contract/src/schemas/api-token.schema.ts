import { z } from 'zod';
import { externalIdSchema } from './common.schema.ts';

/** Personal API tokens (issue 28 item 5; docs/decisions.md, "Personal API tokens"). */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_MAX_DAYS = 365;
/** Every token starts with this, so secret scanners can find leaked ones: aqr_<prefix>_<secret>. */
export const API_TOKEN_MARK = 'aqr_';
/** At most this many live tokens per person. */
export const API_TOKEN_MAX_LIVE = 20;

export const apiTokenInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter a name' }).max(80, { error: 'At most 80 characters' }),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Choose read or read-write' }),
  expiresInDays: z
    .number({ error: 'Enter a number of days' })
    .int({ error: 'Enter a whole number of days' })
    .min(1, { error: 'At least 1 day' })
    .max(API_TOKEN_MAX_DAYS, { error: `At most ${API_TOKEN_MAX_DAYS} days` }),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: externalIdSchema,
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** the public part, shown in lists: aqr_<prefix>_… */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.output<typeof apiTokenSchema>;

/** The answer to creating a token: the only time its secret is sent. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;

export const apiTokenParams = z.object({ tokenId: externalIdSchema });
