import { limit } from '../limit.ts';
import type { MeasureRule } from '../rule-pack.ts';
import type { ScoringFarm } from '../../scoring-context.ts';

/**
 * Chile's culture density by species (issue 39 item 3). SUBPESCA fixes a density per neighbourhood of concessions
 * (agrupación de concesiones, ACS) and semester, by species, under the Reglamento Sanitario (DS 319/2001, arts. 58 M–R).
 * The model cannot know the site's ACS, so it holds every Chilean site to the highest density of the resolutions read
 * (an Aquarisk decision); the auditor checks the ACS's own figure, which is often lower (pack note).
 */
const SOURCE =
  'Reglamento Sanitario (DS 319/2001), arts. 58 M–R; SUBPESCA Res. Ex. 3.091/2016 (ACS 19 A: Atlantic salmon 13 kg/m³, coho and rainbow trout 10 kg/m³), the highest of the published ACS densities read. Aquarisk decision: every Chilean site is held to that figure, since the model does not know its ACS';

const DENSITY_BY_SPECIES: Readonly<Record<string, readonly [name: string, max: number]>> = {
  'atlantic salmon': ['Atlantic salmon', 13],
  'coho salmon': ['coho salmon', 10],
  'rainbow trout': ['rainbow trout', 10],
};

export function chileDensity(farm: ScoringFarm): Record<string, MeasureRule> {
  const rule = DENSITY_BY_SPECIES[(farm.species ?? '').trim().toLowerCase()];
  if (!rule) return {};
  const [name, max] = rule;
  const text = `at most ${max} kg/m³ of ${name} (the highest density of the published ACS resolutions; the site's own ACS may be lower)`;
  return { 'density.max': { limits: [limit('LEGAL', 'GT', max, 'MODERATE_HIGH', text, SOURCE)] } };
}
