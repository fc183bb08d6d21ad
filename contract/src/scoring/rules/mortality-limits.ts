import { limit, type Limit } from './limit.ts';

/**
 * Issue 39 item 2 (docs/templates.md, "Limits and their sources"): a limit on every mortality measure, so one
 * catastrophic number moves the band whatever the rest of the audit scores.
 */
const standard = (op: Limit['breach']['op'], value: number, capRisk: Limit['capRisk'], text: string, source: string): Limit =>
  limit('STANDARD', op, value, capRisk, text, source);

export const MONTHLY_MORTALITY = standard(
  'GT',
  5,
  'MODERATE_HIGH',
  'at most 5% of the fish lost in one month',
  'Aquarisk decision: a month above 5% is about a third of a whole sea-phase cycle’s benchmark loss (Norwegian Veterinary Institute, Fish Health Report 2023: 16.7% for salmon, 14% for rainbow trout) in one month',
);

export const BIVALVE_SEASON_MORTALITY = standard(
  'GT',
  50,
  'HIGH',
  'at most half the stock lost in one season',
  'Aquarisk decision: shellfish take two to three years to reach market size, so a season that kills more than half the standing stock destroys several years’ crops at once (summer mortality of Pacific oyster spat with OsHV-1 µVar is the typical case)',
);

export const SEAWEED_CROP_LOST = standard(
  'GT',
  50,
  'MODERATE_HIGH',
  'at most half the planted line lost in one season',
  'Aquarisk decision: a seaweed crop is replanted every season, so more than half of it lost is a failed season (MODERATE HIGH), not the loss of several years’ stock',
);

export const SHRIMP_SURVIVAL: readonly Limit[] = [
  standard(
    'LT',
    50,
    'MODERATE_HIGH',
    'at least half the post-larvae stocked harvested',
    'Aquarisk decision after the FAO Cultured Aquatic Species fact sheet (Penaeus vannamei): well-run semi-intensive ponds harvest 70–85% of what they stock; below half points to disease',
  ),
  standard(
    'LT',
    30,
    'HIGH',
    'at least 30% of the post-larvae stocked harvested',
    'Aquarisk decision: a crop below 30% survival is an outbreak crop (white spot or AHPND), close to a total loss',
  ),
];

/** Trout and char: the finfish cycle benchmark of the Norwegian Veterinary Institute, twice over. */
export const TROUT_CHAR_CYCLE_MORTALITY = standard(
  'GT',
  28,
  'MODERATE_HIGH',
  'at most about twice the rainbow trout benchmark (28% of the fish stocked)',
  'Norwegian Veterinary Institute, Fish Health Report 2023: 14% of farmed rainbow trout died in the sea phase; twice that',
);
