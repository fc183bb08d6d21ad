import type { ScoringBand } from '../../template/template.schema.ts';
import type { ScoringFarm } from '../scoring-context.ts';
import type { Limit } from './limit.ts';

/**
 * Rule packs (docs/scoring.md, "Risk model v2"): the figures of the model, by measure. A template question names its
 * measure with `ruleKey`; a pack may replace that measure's scoring bands and set its limits. Packs apply in order
 * base → species → jurisdiction, and a later pack's rule for a measure replaces the earlier one whole, so each pack
 * states every limit it means for that measure.
 */
export type PackKind = 'BASE' | 'SPECIES' | 'JURISDICTION';

export interface MeasureRule {
  /** replaces the template's bands for this measure (same shape and meaning) */
  bands?: readonly ScoringBand[];
  limits?: readonly Limit[];
  /**
   * Issue 39: the weekly limit a count of weeks over it is counted against, in words (the question names it for the
   * farm), and, where a highest weekly average counts the same thing, the comparison that puts it over the limit.
   */
  weeklyLimit?: { text: string; peak?: Pick<Limit, 'breach'> };
}

export interface RulePack {
  id: string;
  name: string;
  kind: PackKind;
  appliesTo: (farm: ScoringFarm) => boolean;
  rules: Readonly<Record<string, MeasureRule>>;
  /** rules that depend on the farm beyond the pack's place (e.g. Chile's density by species), applied after `rules` */
  rulesFor?: (farm: ScoringFarm) => Readonly<Record<string, MeasureRule>>;
  /** rules an auditor checks by hand, shown with the pack (e.g. how fast an escape must be reported) */
  notes?: readonly string[];
}

/** A pack as the results name it. */
export interface AppliedPack {
  id: string;
  name: string;
  kind: PackKind;
  notes: string[];
}

/** A band list from [from, to, score] triples (from ≤ value < to; null is an open end). */
export const bands = (...rows: readonly (readonly [number | null, number | null, number])[]): ScoringBand[] =>
  rows.map(([from, to, value]) => ({ from, to, value }));

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();
export const inCountry = (country: string) => (farm: ScoringFarm) => same(farm.country, country);
export const inRegion = (country: string, regions: readonly string[]) => (farm: ScoringFarm) =>
  same(farm.country, country) && regions.some((r) => same(farm.region, r));
export const ofSpecies = (species: readonly string[]) => (farm: ScoringFarm) => species.some((s) => same(farm.species, s));
