import { bands, inCountry, type RulePack } from '../rule-pack.ts';
import { limit } from '../limit.ts';
import { chileDensity } from './chile-density.ts';
import { salmonidsIn } from './salmonid-farm.ts';

const CALIGUS_PROGRAMME =
  'SERNAPESCA, Programa Sanitario Específico de Vigilancia y Control de Caligidosis (PSEVC-Caligidosis, as revised in 2015)';

/** Chile: Caligus rogercresseyi, counted as gravid (egg-bearing) females; three high-dissemination notices in a row end the cycle. */
export const chilePack: RulePack = {
  id: 'jurisdiction-chile',
  name: 'Chile (salmonids)',
  kind: 'JURISDICTION',
  appliesTo: salmonidsIn(inCountry('Chile')),
  rules: {
    'lice.peak': {
      bands: bands([0, 1, 4], [1, 2, 2], [2, 3, 1], [3, null, 0]),
      limits: [
        limit(
          'LEGAL',
          'GTE',
          3,
          'MODERATE_HIGH',
          'fewer than 3 gravid Caligus females per fish after the treatment window (a site at or above it is a high-dissemination centre, CAD)',
          CALIGUS_PROGRAMME,
        ),
      ],
    },
    'lice.weeksOverLimit': {
      weeklyLimit: { text: 'Chile: 3 gravid Caligus females per fish', peak: { breach: { op: 'GTE', value: 3 } } },
      limits: [
        limit('LEGAL', 'GT', 0, 'MODERATE_HIGH', 'no weekly count at or above 3 gravid Caligus females per fish', CALIGUS_PROGRAMME),
        limit(
          'LEGAL',
          'GTE',
          3,
          'HIGH',
          'fewer than three CAD notifications in a row (three order the whole stock harvested)',
          CALIGUS_PROGRAMME,
        ),
      ],
    },
  },
  rulesFor: chileDensity,
  notes: [
    'Count gravid (egg-bearing) Caligus females for the lice questions, as SERNAPESCA does.',
    'Culture density is fixed for each neighbourhood of concessions (ACS) and semester by SUBPESCA resolution; check the site’s own figure, which is often below the limit the model applies.',
    'Treatments are coordinated within the neighbourhood (agrupación de concesiones, ACS) and its official treatment windows.',
    'Escapes are reported to SERNAPESCA and the recapture plan is put into effect (Reglamento Ambiental para la Acuicultura, DS 320/2001).',
  ],
};
