import data from 'country-region-data/data.json' with { type: 'json' };

/** Bundled offline place list: every country with its regions (country-region-data, MIT). */
export interface Country {
  name: string;
  code: string;
  regions: { name: string; code: string }[];
}

/**
 * Misspellings in country-region-data 4.1.0, by country code and region code, with the ISO 3166-2 name. GR-I is
 * 'Attikí' (í, as in every other Greek region); the package has 'Attikḯ' (U+1E2F, i with diaeresis and acute).
 * Farms stored with a misspelt name are renamed by migration 028.
 */
export const REGION_CORRECTIONS: Readonly<Record<string, Readonly<Record<string, { wrong: string; right: string }>>>> = {
  GR: { I: { wrong: 'Attikḯ', right: 'Attikí' } },
};

const regionName = (country: string, region: { name: string; shortCode?: string }) => {
  const fix = REGION_CORRECTIONS[country]?.[region.shortCode ?? ''];
  return fix && fix.wrong === region.name ? fix.right : region.name;
};

export const countries: Country[] = (
  data as { countryName: string; countryShortCode: string; regions: { name: string; shortCode?: string }[] }[]
).map((c) => ({
  name: c.countryName,
  code: c.countryShortCode,
  regions: c.regions.map((r) => ({ name: regionName(c.countryShortCode, r), code: r.shortCode ?? '' })),
}));

const byName = new Map(countries.map((c) => [c.name.toLowerCase(), c]));

export function findCountry(name: string): Country | undefined {
  return byName.get(name.trim().toLowerCase());
}

export function findRegion(countryName: string, regionName: string) {
  const wanted = regionName.trim().toLowerCase();
  return findCountry(countryName)?.regions.find((r) => r.name.toLowerCase() === wanted);
}

/** Place search for the typeaheads: prefix matches first, then substring matches. */
export function searchPlaces<T extends { name: string }>(items: readonly T[], text: string, limit = 10): T[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const starts = items.filter((i) => i.name.toLowerCase().startsWith(q));
  const contains = items.filter((i) => !i.name.toLowerCase().startsWith(q) && i.name.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, limit);
}
