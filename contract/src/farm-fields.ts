/**
 * The farm's editable properties by kind (docs/requirements.md#core Farm entity), listed once: the web form, the server's row mapper and
 * test data derive their shapes from these lists instead of restating 27 fields.
 */
export const farmTextFields = [
  'name',
  'description',
  'siteId',
  'siteType',
  'species',
  'productionSystem',
  'country',
  'stateProvince',
  'currencyCode',
] as const;
export const farmNumberFields = [
  'latitude',
  'longitude',
  'animalCount',
  'tonnage',
  'farmArea',
  'growingArea',
  'harvestWeight',
  'stockingDensity',
  'stockingWeight',
  'structureCount',
  'startYear',
  'duration',
  'actualValue',
  'avgValue',
  'maxValue',
] as const;

export type FarmTextField = (typeof farmTextFields)[number];
export type FarmNumberField = (typeof farmNumberFields)[number];

/** Copies the listed fields of `from`; missing or null ones become `fallback`. */
export function pickFields<K extends string, V>(
  keys: readonly K[],
  from: Partial<Record<K, V | null>> | undefined,
  fallback: V,
): Record<K, V> {
  const out = {} as Record<K, V>;
  for (const k of keys) out[k] = from?.[k] ?? fallback;
  return out;
}
