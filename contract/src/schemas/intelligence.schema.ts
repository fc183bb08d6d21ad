import { z } from 'zod';
import { actionRiskLevels, riskBands } from '../risk.ts';
import { booleanFlag } from './common.schema.ts';

/** GET /iq/company/{id}?scored: only farms whose audits include a scored one when true. */
export const iqCompanyQuerySchema = z.object({ scored: booleanFlag.optional() });

/** GET /iq/company/{id}/risk?section: farms per risk level, by one section's risk when a section is named. */
export const iqRiskQuerySchema = z.object({ section: z.string().trim().min(1).max(255).optional() });

/** GET /iq/my/company/{id}/countries?scored: the same farm set as the map mode shows. */
export const iqCountriesQuerySchema = z.object({ scored: booleanFlag.optional() });

export const mapSectionSchema = z.object({ name: z.string(), risk: z.enum(riskBands), normScore: z.number().nullable() });

/** How many of the audit's steps fall in each risk band (bands with no step are left out). */
export const stepRiskCountsSchema = z.partialRecord(z.enum(riskBands), z.number().int());

/**
 * Farm map item (docs/requirements.md#results-3): a farm with the figures of its latest scored audit (by launch time). A farm without a
 * scored audit (only with `scored=false`) has null survey fields, no sections and no steps.
 */
export const farmMapItemSchema = z.object({
  farmExtId: z.string(),
  farmName: z.string(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  currencyCode: z.string().nullable(),
  actualValue: z.number().nullable(),
  avgValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  animalCount: z.number().nullable(),
  harvestWeight: z.number().nullable(),
  stockingDensity: z.number().nullable(),
  stockingWeight: z.number().nullable(),
  tonnage: z.number().nullable(),
  surveyId: z.string().nullable(),
  surveyName: z.string().nullable(),
  score: z.number().nullable(),
  normScore: z.number().nullable(),
  risk: z.enum(riskBands).nullable(),
  steps: stepRiskCountsSchema,
  sections: z.array(mapSectionSchema),
  /** the day of that audit (held, else launched); null without one */
  auditedOn: z.string().nullable(),
  /** whole months since then (null without one), and whether that is older than the company's audit interval (issue 39 item 5) */
  ageMonths: z.number().int().nullable(),
  stale: z.boolean(),
});
export type FarmMapItem = z.infer<typeof farmMapItemSchema>;
export const farmMapItemsSchema = z.array(farmMapItemSchema);

/** Farm counts per risk level, all five levels in order LOW → HIGH (UNKNOWN is dropped, docs/requirements.md#results-1). */
export const riskSummarySchema = z.array(z.object({ risk: z.enum(actionRiskLevels), farmCount: z.number().int() }));
export type RiskSummary = z.infer<typeof riskSummarySchema>;

/** The values of a country's farms recorded in one currency (null: farms that state none), summed. */
export const currencyValuesSchema = z.object({
  currencyCode: z.string().nullable(),
  /** farms in this currency with an average or maximum value */
  farmCount: z.number().int(),
  avgValue: z.number(),
  maxValue: z.number(),
});
export type CurrencyValues = z.infer<typeof currencyValuesSchema>;

/**
 * Country data (docs/requirements.md#results-3): sums over the farms of a country. Values are never added across currencies (issue 21):
 * `values` holds one sum per currency; `avgValue` and `maxValue` are those sums when the country's values are all in
 * one currency (`currencyCode`, null when the farms state none), 0 when there are none, and null when they mix.
 */
export const countryDataSchema = z.object({
  country: z.string().nullable(),
  farmCount: z.number().int(),
  animalCount: z.number(),
  avgValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  currencyCode: z.string().nullable(),
  values: z.array(currencyValuesSchema),
  tonnage: z.number(),
});
export type CountryData = z.infer<typeof countryDataSchema>;
export const countriesSchema = z.array(countryDataSchema);

export const countryFarmCountSchema = z.object({ country: z.string().nullable(), farmCount: z.number().int() });
export const countryFarmCountsSchema = z.array(countryFarmCountSchema);
export type CountryFarmCount = z.infer<typeof countryFarmCountSchema>;

const nullableNumbers = z.array(z.number().nullable());
const nullableStrings = z.array(z.string().nullable());
const indexes = z.array(z.number().int());

/**
 * The map's farms as columns (issue 25 item 2): the items of GET /iq/company/{id}, one array per field in the same
 * order, and only arrays of plain values (cheap to write, send and read at 20,000 farms). Bands are indexes into
 * `riskBands`. `stepCounts[band][farm]` is that band's step count (null: none). Sections: `sectionLists` holds each
 * distinct ordered list of section names (indexes into `sectionNames`), `sectionList[farm]` the farm's list, and
 * `sectionRisk` / `sectionNorm` every farm's sections' band and normScore, farm after farm, in that order.
 * farm-map-columns.ts turns it into FarmMapItem[] and back.
 */
export const farmMapColumnsSchema = z.object({
  farmExtId: z.array(z.string()),
  farmName: z.array(z.string()),
  country: nullableStrings,
  latitude: nullableNumbers,
  longitude: nullableNumbers,
  currencyCode: nullableStrings,
  actualValue: nullableNumbers,
  avgValue: nullableNumbers,
  maxValue: nullableNumbers,
  animalCount: nullableNumbers,
  harvestWeight: nullableNumbers,
  stockingDensity: nullableNumbers,
  stockingWeight: nullableNumbers,
  tonnage: nullableNumbers,
  surveyId: nullableStrings,
  surveyName: nullableStrings,
  score: nullableNumbers,
  normScore: nullableNumbers,
  auditedOn: nullableStrings,
  ageMonths: nullableNumbers,
  stale: z.array(z.boolean()),
  risk: z.array(z.number().int().nullable()),
  stepCounts: z.array(z.array(z.number().int().nullable())),
  sectionNames: z.array(z.string()),
  sectionLists: z.array(indexes),
  sectionList: indexes,
  sectionRisk: indexes,
  sectionNorm: nullableNumbers,
});
export type FarmMapColumns = z.infer<typeof farmMapColumnsSchema>;
