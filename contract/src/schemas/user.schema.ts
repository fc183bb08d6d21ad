import { z } from 'zod';
import { emailField } from './auth.schema.ts';
import { externalIdSchema, optionalText } from './common.schema.ts';
import { validationMessages as m } from '../messages.ts';
import { UNKNOWN_USER } from '../answers/answer-display.ts';

export const companyRefSchema = z.object({ externalId: z.string(), name: z.string() });

export const currentUserSchema = z.object({
  authorities: z.array(z.string()),
  email: z.string(),
  externalId: z.string(),
  fullName: z.string().nullable(),
  username: z.string(),
  phone: z.string().nullable(),
  currentCompany: companyRefSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userSchema = z.object({
  externalId: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const companyUserSchema = z.object({
  user: userSchema,
  roles: z.array(z.string()),
  farmCount: z.number().optional(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** A role name as stored (64 characters at most); roles beyond the known ones may exist (docs/requirements.md#core-3). */
export const roleNameSchema = z
  .string()
  .max(64, { error: 'Not a valid role' })
  .regex(/^ROLE_[A-Z_]+$/, { error: 'Not a valid role' });

export const userInputSchema = z.object({
  fullName: z.string({ error: m.fullNameRequired }).trim().min(1, { error: m.fullNameRequired }).max(255),
  email: emailField,
  phone: optionalText(64),
  roles: z.array(roleNameSchema).max(20).optional(),
});
export type UserInput = z.input<typeof userInputSchema>;

export const rolesInputSchema = z.array(roleNameSchema).max(20);

export const farmAssignmentSchema = z.object({ farmExtIds: z.array(externalIdSchema).max(10_000) });
/** PUT /company/{id}/user/{userId}/farms answers the farms now assigned. */
export const farmAssignmentResultSchema = z.object({ farmExtIds: z.array(z.string()) });

export const autocompleteSchema = z.object({ name: z.string().trim().max(255).default('') });

export const userSearchResultSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
});

/** One of an audit's people, by name only (POST /survey/{id}/user-ac): what a USER answer needs. */
export const auditPersonSchema = z.object({ externalId: z.string(), name: z.string() });

/**
 * One of the people a farm or an audit lists (GET /company/{id}/farm/{farmId}/user, GET /survey/{id}/user): named for
 * everyone who sees the farm or audit; e-mail, username and phone only for those with seeContactDetails (issue 21).
 */
export const personSchema = userSchema.partial({ email: true, username: true, phone: true });
export type Person = z.infer<typeof personSchema>;

/** How a person is named on screen: the full name, else the e-mail where it is shown, else 'A company user'. */
export const personName = (p: Pick<Person, 'fullName' | 'email'>): string => p.fullName?.trim() || p.email || UNKNOWN_USER;

/** Said under a list of people shown by name only, so a missing e-mail does not look like missing data. */
export const CONTACTS_HIDDEN = 'E-mail addresses and phone numbers are shown to Admin, Company and Manager users.';

/** GET /survey/{id}/user: the audit's users (with e-mails for those who may see them). */
export const surveyUsersSchema = z.object({ surveyName: z.string(), total: z.number(), users: z.array(personSchema) });
export type SurveyUsers = z.infer<typeof surveyUsersSchema>;
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** Add a user to a farm or an audit: identified by username or e-mail. */
export const addUserByEmailSchema = z
  .object({ username: z.string().trim().optional(), email: z.string().trim().optional() })
  .refine((v) => Boolean(v.username || v.email), { error: m.emailRequired, path: ['email'] });
