import type { Farm, FarmInput } from '@aquarisk/contract/schemas/farm.schema';
import { PLACEHOLDER_AUDIT_DATE } from '@aquarisk/contract/constants';

/** What the farm form edits: text as typed (the schema refuses free text for the list fields), numbers or null. */
export interface FarmFormValues {
  name: string;
  description: string;
  siteId: string;
  siteType: string;
  species: string;
  country: string;
  stateProvince: string;
  latitude: number | null;
  longitude: number | null;
  animalCount: number | null;
  tonnage: number | null;
  farmArea: number | null;
  growingArea: number | null;
  harvestWeight: number | null;
  stockingDensity: number | null;
  stockingWeight: number | null;
  structureCount: number | null;
  structures: string[];
  startYear: number | null;
  duration: number | null;
  /** yyyy-mm-dd, or null */
  surveyDate: string | null;
  currencyCode: string;
  actualValue: number | null;
  avgValue: number | null;
  maxValue: number | null;
  userExtIds: string[];
}

export type NumberField = { [K in keyof FarmFormValues]: FarmFormValues[K] extends number | null ? K : never }[keyof FarmFormValues];

/** The list fields whose free text blocks Save, in the order their alerts are shown. */
export const listFields = ['country', 'stateProvince', 'species', 'currencyCode'] as const;

/** The stored date as the date input shows it; the placeholder date counts as no date (spec 1 §9). */
function dateOnly(value: string | null): string | null {
  if (!value || value.startsWith(PLACEHOLDER_AUDIT_DATE.slice(0, 10))) return null;
  return value.slice(0, 10);
}

export function farmToFormValues(farm: Farm | undefined, userExtIds: string[]): FarmFormValues {
  return {
    name: farm?.name ?? '',
    description: farm?.description ?? '',
    siteId: farm?.siteId ?? '',
    siteType: farm?.siteType ?? '',
    species: farm?.species ?? '',
    country: farm?.country ?? '',
    stateProvince: farm?.stateProvince ?? '',
    latitude: farm?.latitude ?? null,
    longitude: farm?.longitude ?? null,
    animalCount: farm?.animalCount ?? null,
    tonnage: farm?.tonnage ?? null,
    farmArea: farm?.farmArea ?? null,
    growingArea: farm?.growingArea ?? null,
    harvestWeight: farm?.harvestWeight ?? null,
    stockingDensity: farm?.stockingDensity ?? null,
    stockingWeight: farm?.stockingWeight ?? null,
    structureCount: farm?.structureCount ?? null,
    structures: farm?.structures ?? [],
    startYear: farm?.startYear ?? null,
    duration: farm?.duration ?? null,
    surveyDate: dateOnly(farm?.surveyDate ?? null),
    currencyCode: farm?.currencyCode ?? '',
    actualValue: farm?.actualValue ?? null,
    avgValue: farm?.avgValue ?? null,
    maxValue: farm?.maxValue ?? null,
    userExtIds,
  };
}

/** The form's values are already the schema's input shape. */
export const asFarmInput = (values: FarmFormValues): FarmInput => values;
