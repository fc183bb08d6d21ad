import { z } from 'zod';
import { optionalText, booleanFlag } from './common.schema.ts';
import { validationMessages as m } from '../messages.ts';
import { EMAIL_PATTERN } from './auth.schema.ts';

export const companyInputSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(255),
  address1: optionalText(),
  address2: optionalText(),
  city: optionalText(),
  province: optionalText(),
  postCode: optionalText(32),
  phone: optionalText(64),
  /** optional, but a valid address when given (issue 8 item 17) */
  email: optionalText().refine((v) => v === null || EMAIL_PATTERN.test(v), { error: m.emailInvalid }),
  webAddress: optionalText(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  externalId: z.string(),
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  webAddress: z.string().nullable(),
  userCount: z.number().optional(),
  farmCount: z.number().optional(),
});
export type Company = z.infer<typeof companySchema>;

export const detailsQuery = z.object({ details: booleanFlag.optional() });
