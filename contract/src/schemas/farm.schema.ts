import { z } from 'zod';
import { MEDIA_CATEGORIES } from '../constants.ts';
import { auditAgeSchema } from './audit-age.schema.ts';
import { auditScheduleSchema } from './audit-schedule.schema.ts';

/** A farm as the API answers it; free of the place lists the input check needs, so screens that only read farms stay small. */
export const farmSchema = z.object({
  externalId: z.string(),
  companyExtId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  siteId: z.string().nullable(),
  siteType: z.string().nullable(),
  species: z.string().nullable(),
  /** issue 22; absent from answers of servers before it */
  productionSystem: z.string().nullish(),
  country: z.string().nullable(),
  stateProvince: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  animalCount: z.number().nullable(),
  tonnage: z.number().nullable(),
  farmArea: z.number().nullable(),
  growingArea: z.number().nullable(),
  harvestWeight: z.number().nullable(),
  stockingDensity: z.number().nullable(),
  stockingWeight: z.number().nullable(),
  structureCount: z.number().nullable(),
  structures: z.array(z.string()),
  startYear: z.number().nullable(),
  duration: z.number().nullable(),
  surveyDate: z.string().nullable(),
  currencyCode: z.string().nullable(),
  actualValue: z.number().nullable(),
  avgValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  availableMediaCategories: z.array(z.enum(MEDIA_CATEGORIES)),
  userCount: z.number().optional(),
  surveyCount: z.number().optional(),
  /** the audit schedule and its badge against the server's today (issue 26 item 3); absent from servers before it */
  schedule: auditScheduleSchema.optional(),
  /** on the farm list: its latest scored audit's age against the company's audit interval (issue 39 item 5); null: never scored */
  auditAge: auditAgeSchema.nullable().optional(),
});
export type Farm = z.infer<typeof farmSchema>;

export const farmLocationSchema = z.object({ country: z.string(), stateProvinces: z.array(z.string()) });
