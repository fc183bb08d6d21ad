import { limit } from './limit.ts';
import type { MeasureRule } from './rule-pack.ts';

/**
 * Dated checks age out (issue 39 item 5, docs/scoring.md "Risk model v3: dated checks age out"): a lice count, a vet
 * visit, an inspection or a service older than its limit on the audit date breaks it. The base pack holds every farm
 * to the standards below; a jurisdiction's pack replaces a check's rule where its law says more (Norway). Three or more
 * aged-out checks at once make the farm HIGH (aged-checks.ts).
 */
const LICE_COUNTING = 'Lakselusforskriften: lice are counted and reported every week, every other week below 4 °C';

export const baseDatedChecks: Readonly<Record<string, MeasureRule>> = {
  'lice.countDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        14,
        'MODERATE_HIGH',
        'a sea lice count at most 14 days old',
        'Aquarisk decision after the weekly counts Norway and Scotland require (every other week in cold water): a count two weeks old is the longest gap either allows',
      ),
    ],
  },
  'health.vetVisitDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        366,
        'MODERATE',
        'a veterinary visit within the last year',
        'Aquarisk decision after EU Delegated Regulation 2020/691 (Animal Health Law), which asks risk-based animal health visits of aquaculture establishments, at least yearly for the higher-risk ones',
      ),
    ],
  },
  'moorings.inspectionDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        730,
        'MODERATE',
        'a mooring inspection at most two years old',
        'Aquarisk decision: moorings are inspected yearly and after storms by common practice (no interval found in NS 9415 or NYTEK23 with the search tool); two years is a missed inspection',
      ),
    ],
  },
  'structures.inspectionDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        730,
        'MODERATE',
        'lines, anchors, trestles and posts inspected at most two years ago',
        'Aquarisk decision: inspected yearly by common practice; two years is a missed inspection',
      ),
    ],
  },
  'seabed.surveyDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        1096,
        'MODERATE',
        'a benthic (seabed) survey at most three years old',
        'Aquarisk decision: a survey is due at the peak biomass of each generation under the discharge licence (MOM-B in Norway); three years is a generation missed',
      ),
    ],
  },
  'classification.reviewDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        1096,
        'MODERATE',
        'an official classification review at most three years old',
        'Aquarisk decision after EU Implementing Regulation 2019/627, whose sampling programme reviews classified production areas; three years is far past the yearly review',
      ),
    ],
  },
  'equipment.serviceDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        730,
        'MODERATE',
        'pumps, aerators, blowers and generators serviced at most two years ago',
        'Aquarisk decision: serviced yearly or before every crop by the makers’ manuals; two years is a missed service',
      ),
    ],
  },
};

/** Norway (salmonids): the law's lice-counting interval and health controls, and the mooring inspection. */
export const norwayDatedChecks: Readonly<Record<string, MeasureRule>> = {
  'lice.countDate': {
    limits: [limit('LEGAL', 'GT', 14, 'MODERATE_HIGH', 'a lice count at most 14 days old on the audit date', LICE_COUNTING)],
  },
  'health.vetVisitDate': {
    limits: [
      limit(
        'LEGAL',
        'GT',
        366,
        'MODERATE_HIGH',
        'a health control by a veterinarian or fish health biologist within the last year (the law asks at least six a year)',
        'Akvakulturdriftsforskriften § 13: at least 6 health controls a year in a food-fish farm, 12 with more than a million fish (Mattilsynet)',
      ),
    ],
  },
  'moorings.inspectionDate': {
    limits: [
      limit(
        'STANDARD',
        'GT',
        730,
        'MODERATE_HIGH',
        'a mooring inspection (ROV or diver) at most two years old',
        'Aquarisk decision after NYTEK23, whose installation certificate rests on a mooring inspection report; no fixed interval was found with the search tool, so two years, twice the yearly practice',
      ),
    ],
  },
};
