import { z } from 'zod';
import { emailField } from './auth.schema.ts';
import { validationMessages as m } from '../messages.ts';

export const contactSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(255),
  email: emailField,
  comment: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((v) => v ?? ''),
});
export type ContactInput = z.input<typeof contactSchema>;
