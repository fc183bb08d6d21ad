import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import type { FarmInput } from '@aquarisk/contract/schemas/farm-input.schema';
import { PLACEHOLDER_AUDIT_DATE } from '@aquarisk/contract/constants';
import { farmNumberFields, farmTextFields, pickFields, type FarmNumberField, type FarmTextField } from '@aquarisk/contract/farm-fields';

/** What the farm form edits: text as typed (the schema refuses free text for the list fields), numbers or null. */
export type FarmFormValues = Record<FarmTextField, string> &
  Record<FarmNumberField, number | null> & {
    structures: string[];
    /** yyyy-mm-dd, or null */
    surveyDate: string | null;
    userExtIds: string[];
  };

export type NumberField = { [K in keyof FarmFormValues]: FarmFormValues[K] extends number | null ? K : never }[keyof FarmFormValues];

/** The list fields whose free text blocks Save, in the order their alerts are shown. */
export const listFields = ['country', 'stateProvince', 'species', 'currencyCode'] as const;

/** The stored date as the date input shows it; the placeholder date counts as no date (docs/requirements.md#core-9). */
function dateOnly(value: string | null): string | null {
  if (!value || value.startsWith(PLACEHOLDER_AUDIT_DATE.slice(0, 10))) return null;
  return value.slice(0, 10);
}

export function farmToFormValues(farm: Farm | undefined, userExtIds: string[]): FarmFormValues {
  return {
    ...pickFields<FarmTextField, string>(farmTextFields, farm ?? undefined, ''),
    ...pickFields<FarmNumberField, number | null>(farmNumberFields, farm ?? undefined, null),
    structures: farm?.structures ?? [],
    surveyDate: dateOnly(farm?.surveyDate ?? null),
    userExtIds,
  };
}

/** The form's values are already the schema's input shape. */
export const asFarmInput = (values: FarmFormValues): FarmInput => values;
