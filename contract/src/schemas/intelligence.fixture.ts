import type { FarmMapItem } from './intelligence.schema.ts';

/** The audit half of a farm on the map that has no scored audit (tests). */
export const unscoredMapAudit = {
  surveyId: null,
  surveyName: null,
  score: null,
  normScore: null,
  risk: null,
  steps: {},
  sections: [],
  auditedOn: null,
  ageMonths: null,
  stale: false,
} satisfies Partial<FarmMapItem>;

/** Test data: a farm of the intelligence map with no place, figures or audit, but for `patch`. */
export const farmMapItem = (patch: Partial<FarmMapItem> = {}): FarmMapItem => ({
  farmExtId: 'f',
  farmName: 'Farm',
  country: null,
  latitude: null,
  longitude: null,
  currencyCode: null,
  actualValue: null,
  avgValue: null,
  maxValue: null,
  animalCount: null,
  harvestWeight: null,
  stockingDensity: null,
  stockingWeight: null,
  tonnage: null,
  ...unscoredMapAudit,
  ...patch,
});
