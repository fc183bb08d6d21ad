import type { FarmMapColumns, FarmMapItem } from './schemas/intelligence.schema.ts';

/** The fields that travel as one array each, in FarmMapItem's order. */
const FIELDS = [
  'farmExtId',
  'farmName',
  'country',
  'latitude',
  'longitude',
  'currencyCode',
  'actualValue',
  'avgValue',
  'maxValue',
  'animalCount',
  'harvestWeight',
  'stockingDensity',
  'stockingWeight',
  'tonnage',
  'surveyId',
  'surveyName',
  'score',
  'normScore',
  'risk',
  'steps',
] as const satisfies readonly (keyof FarmMapItem & keyof FarmMapColumns)[];

/** Map items as columns (issue 25 item 2): the same farms and figures, each field name once, section names once. */
export function toFarmMapColumns(items: readonly FarmMapItem[]): FarmMapColumns {
  const columns = Object.fromEntries(FIELDS.map((f) => [f, items.map((item) => item[f])])) as Omit<
    FarmMapColumns,
    'sectionNames' | 'sections'
  >;
  const sectionNames: string[] = [];
  const index = new Map<string, number>();
  const sections = items.map((item) =>
    item.sections.map((s): FarmMapColumns['sections'][number][number] => {
      let i = index.get(s.name);
      if (i === undefined) index.set(s.name, (i = sectionNames.push(s.name) - 1));
      return [i, s.risk, s.normScore];
    }),
  );
  return { ...columns, sectionNames, sections };
}

/** The items back from their columns, exactly as GET /iq/company/{id} gives them. */
export function fromFarmMapColumns(c: FarmMapColumns): FarmMapItem[] {
  return c.farmExtId.map((_, i) => {
    const item = Object.fromEntries(FIELDS.map((f) => [f, c[f][i]])) as Omit<FarmMapItem, 'sections'>;
    const sections = (c.sections[i] ?? []).map(([name, risk, normScore]) => ({ name: c.sectionNames[name]!, risk, normScore }));
    return { ...item, sections };
  });
}
