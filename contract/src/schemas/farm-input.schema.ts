import { z } from 'zod';
import { externalIdSchema, optionalText } from './common.schema.ts';
import { isCurrencyCode } from '../currencies.ts';
import { FARMED_SPECIES } from '../species.ts';
import { productionSystems } from '../production-systems.ts';
import { validationMessages as m } from '../messages.ts';
import { findCountry, findRegion } from '../places.ts';

const amount = z
  .number()
  .min(0)
  .max(1e15)
  .nullish()
  .transform((v) => v ?? null);
const count = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .nullish()
  .transform((v) => v ?? null);

export const farmInputSchema = z
  .object({
    name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(255),
    description: optionalText(5000),
    siteId: optionalText(),
    siteType: optionalText(),
    species: z
      .string()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || (FARMED_SPECIES as readonly string[]).includes(v), { error: m.selectSpecies }),
    /** issue 22: decides which audit questions apply to the farm (contract/src/production-systems.ts) */
    productionSystem: z
      .string()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || (productionSystems as readonly string[]).includes(v), { error: m.selectProductionSystem }),
    country: optionalText(),
    stateProvince: optionalText(),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .nullish()
      .transform((v) => v ?? null),
    longitude: z
      .number()
      .min(-180)
      .max(180)
      .nullish()
      .transform((v) => v ?? null),
    animalCount: count,
    tonnage: amount,
    farmArea: amount,
    growingArea: amount,
    harvestWeight: amount,
    stockingDensity: amount,
    stockingWeight: amount,
    structureCount: count,
    structures: z
      .array(z.string().trim().min(1).max(255))
      .max(500)
      .nullish()
      .transform((v) => v ?? []),
    startYear: z
      .number()
      .int()
      .min(1900)
      .max(2100)
      .nullish()
      .transform((v) => v ?? null),
    duration: count,
    surveyDate: z.iso
      .datetime({ offset: true, local: true })
      .or(z.iso.date())
      .nullish()
      .transform((v) => v ?? null),
    currencyCode: z
      .string()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isCurrencyCode(v), { error: m.selectCurrency }),
    actualValue: amount,
    avgValue: amount,
    maxValue: amount,
    userExtIds: z.array(externalIdSchema).max(10_000).optional(),
  })
  .superRefine((farm, ctx) => {
    if (farm.country && !findCountry(farm.country)) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: m.selectCountry });
    }
    if (farm.stateProvince) {
      if (!farm.country) ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: m.selectProvince });
      else if (findCountry(farm.country) && !findRegion(farm.country, farm.stateProvince)) {
        ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: m.selectProvince });
      }
    }
  });
export type FarmInput = z.input<typeof farmInputSchema>;
export type FarmValues = z.output<typeof farmInputSchema>;
