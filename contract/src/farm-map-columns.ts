import { riskBands, type RiskBand } from './risk.ts';
import type { FarmMapColumns, FarmMapItem } from './schemas/intelligence.schema.ts';

/** The fields that travel as they are, one array each, in FarmMapItem's order. */
const PLAIN = [
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
  'auditedOn',
  'ageMonths',
  'stale',
] as const satisfies readonly (keyof FarmMapItem & keyof FarmMapColumns)[];

type Plain = Pick<FarmMapColumns, (typeof PLAIN)[number]>;
const bandIndex = new Map<string, number>(riskBands.map((b, i) => [b, i]));
const bandOf = (i: number) => riskBands[i] as RiskBand;

/** Map items as columns (issue 25 item 2): the same farms and figures, each field name and section name once. */
export function toFarmMapColumns(items: readonly FarmMapItem[]): FarmMapColumns {
  const plain = Object.fromEntries(PLAIN.map((f) => [f, new Array<unknown>(items.length)])) as unknown as Plain;
  const risk: (number | null)[] = [];
  const stepCounts = riskBands.map(() => new Array<number | null>(items.length).fill(null));
  const sectionNames: string[] = [];
  const nameIndex = new Map<string, number>();
  const sectionLists: number[][] = [];
  const listIndex = new Map<string, number>();
  const sectionList: number[] = [];
  const sectionRisk: number[] = [];
  const sectionNorm: (number | null)[] = [];
  items.forEach((item, i) => {
    for (const f of PLAIN) (plain[f] as unknown[])[i] = item[f];
    risk.push(item.risk === null ? null : bandIndex.get(item.risk)!);
    for (const [band, n] of Object.entries(item.steps)) stepCounts[bandIndex.get(band)!]![i] = n;
    const names = item.sections.map((s) => {
      let k = nameIndex.get(s.name);
      if (k === undefined) nameIndex.set(s.name, (k = sectionNames.push(s.name) - 1));
      sectionRisk.push(bandIndex.get(s.risk)!);
      sectionNorm.push(s.normScore);
      return k;
    });
    const key = names.join(',');
    let l = listIndex.get(key);
    if (l === undefined) listIndex.set(key, (l = sectionLists.push(names) - 1));
    sectionList.push(l);
  });
  return { ...plain, risk, stepCounts, sectionNames, sectionLists, sectionList, sectionRisk, sectionNorm };
}

/** The items back from their columns, as GET /iq/company/{id} gives them (step bands in riskBands order). */
export function fromFarmMapColumns(c: FarmMapColumns): FarmMapItem[] {
  let at = 0;
  return c.farmExtId.map((_, i) => {
    const item = Object.fromEntries(PLAIN.map((f) => [f, c[f][i]])) as Omit<FarmMapItem, 'risk' | 'steps' | 'sections'>;
    const r = c.risk[i];
    const steps: FarmMapItem['steps'] = {};
    c.stepCounts.forEach((counts, b) => {
      const n = counts[i];
      if (n !== null && n !== undefined) steps[bandOf(b)] = n;
    });
    const sections = (c.sectionLists[c.sectionList[i]!] ?? []).map((name) => {
      const s = { name: c.sectionNames[name]!, risk: bandOf(c.sectionRisk[at]!), normScore: c.sectionNorm[at]! };
      at += 1;
      return s;
    });
    return { ...item, risk: r === null || r === undefined ? null : bandOf(r), steps, sections };
  });
}
