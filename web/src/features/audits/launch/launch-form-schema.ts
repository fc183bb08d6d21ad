import { z } from 'zod';
import { validationMessages as m } from '@aquarisk/contract/messages';
import { launchSchema } from '@aquarisk/contract/schemas/survey.schema';

/** The Launch Audit form: the contract's launch rules (name, 4-digit year) plus the template and the chosen farm. */
export const launchFormSchema = z.object({
  templateId: z.string({ error: m.selectFromList }).min(1, { error: m.selectFromList }),
  name: launchSchema.shape.name,
  description: z.string().max(5000),
  farm: z
    .object({ externalId: z.string(), name: z.string(), species: z.string().nullish() })
    .nullable()
    .refine((v) => v !== null, { error: m.selectFromList }),
  surveyYear: launchSchema.shape.surveyYear,
  userExtIds: z.array(z.string()),
  /** issue 26 item 1: the farm's scored audit to start from; null starts empty, undefined until offered */
  carryFromExtId: z.string().nullish(),
});

export type LaunchFormInput = z.input<typeof launchFormSchema>;
export type LaunchFormValues = z.output<typeof launchFormSchema>;

export function launchDefaults(currentUserExtId: string | undefined, year = new Date().getFullYear()): LaunchFormInput {
  return {
    templateId: '',
    name: '',
    description: '',
    farm: null,
    surveyYear: String(year),
    userExtIds: currentUserExtId ? [currentUserExtId] : [],
    carryFromExtId: undefined,
  };
}
