import { limit } from './limit.ts';
import type { MeasureRule } from './rule-pack.ts';

/**
 * Issue 39 items 4 and 7 (docs/scoring.md, "Risk model v3: power, oxygen and shortfalls"): a RAS's oxygen in store,
 * and the MODERATE tier of a standard's shortfall, which shows in the band without the weight of a broken law.
 */
const ASC_SHRIMP = 'ASC Shrimp Standard: no antibiotics on ASC certified shrimp (asc-aqua.org, The Shrimp Standard)';

export const baseShortfalls: Readonly<Record<string, MeasureRule>> = {
  'oxygen.storeDays': {
    limits: [
      limit(
        'STANDARD',
        'LT',
        3,
        'MODERATE_HIGH',
        'at least 3 days of oxygen in store at peak biomass',
        'Aquarisk decision: a RAS lives on its oxygen; 3 days carry it over a weekend or a late delivery',
      ),
    ],
  },
  'medicines.antibioticCourses': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        3,
        'MODERATE',
        'at most three antibiotic courses in a production cycle',
        'ASC Salmon Standard v1.4, principle 5 (antibiotic treatments in a production cycle)',
      ),
    ],
  },
  'temperature.hotDays': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        30,
        'MODERATE',
        'at most 30 days of heat stress in a year',
        'Aquarisk decision: a month above the species’ heat-stress threshold is a heatwave season (a marine heatwave is 5 days or more above the 90th percentile, Hobday et al. 2016)',
      ),
    ],
  },
};

/** Shrimp: the ASC allows no antibiotics at all. */
export const shrimpShortfalls: Readonly<Record<string, MeasureRule>> = {
  'medicines.antibioticCourses': {
    limits: [limit('STANDARD', 'GT', 0, 'MODERATE', 'no antibiotic treatment of the crop', ASC_SHRIMP)],
  },
};
