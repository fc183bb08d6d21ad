import type { Scenario } from './scenario.ts';

const NORWAY = { species: 'Atlantic salmon', country: 'Norway', region: 'Nordland' } as const;
const IRELAND = { species: 'Atlantic salmon', country: 'Ireland', region: 'Galway' } as const;
const TASMANIA = { species: 'Atlantic salmon', country: 'Australia', region: 'Tasmania' } as const;
const GREECE = { species: 'Gilthead sea bream', country: 'Greece' } as const;
const KELP = { species: 'Sugar kelp', country: 'Norway' } as const;

const LICE = 'Highest weekly average of adult female lice';
const WEEKS = 'Weekly counts in the last 12 months over the lice limit';
const LARGEST_PEN = 'Fish in the largest pen';
const AZE = 'Seabed at the edge of the allowable zone of effect';
const TRAINED = 'Has everyone who works with the stock been trained';
const RECORDS = 'Are the stock, mortality, treatment, water-quality and inspection records kept for at least 2 years?';

/**
 * Issue 39 item 8: the questions the underwriter's rubric missed (staff trained, records kept, the largest pen, cleaner
 * fish, the seabed at the AZE edge, old nets' strength, seaweed food safety) and the Ireland pack, each on the
 * template's good farm with one fact changed.
 */
export const rubricScenarios: readonly Scenario[] = [
  { name: 'Ireland: a well-run salmon farm', farmType: 'SALMONID_SEA_PENS', farm: IRELAND, answers: [], expected: 'LOW' },
  {
    name: 'Ireland: one spring inspection at 0.6 egg-bearing lice, over the licence trigger',
    farmType: 'SALMONID_SEA_PENS',
    farm: IRELAND,
    answers: [
      [LICE, 0.6],
      [WEEKS, 1],
    ],
    expected: 'MODERATE_HIGH',
    legal: [WEEKS],
  },
  {
    name: 'Ireland: 2.4 egg-bearing lice in the autumn, over the 2.0 level',
    farmType: 'SALMONID_SEA_PENS',
    farm: IRELAND,
    answers: [
      [LICE, 2.4],
      [WEEKS, 1],
    ],
    expected: 'MODERATE_HIGH',
    legal: [WEEKS],
  },
  {
    name: 'Norway: 240,000 salmon in the largest pen, over the legal 200,000',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [[LARGEST_PEN, 240_000]],
    expected: 'MODERATE_HIGH',
    legal: [LARGEST_PEN],
  },
  {
    name: 'Tasmania: the same 240,000 salmon in a pen is no breach where no law limits it',
    farmType: 'SALMONID_SEA_PENS',
    farm: TASMANIA,
    answers: [[LARGEST_PEN, 240_000]],
    expected: 'LOW',
  },
  {
    name: 'Salmon: 65% of the cleaner fish died this cycle',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Mortality of the cleaner fish', 65]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: a 6-year-old net tested at 90% of the strength its site class requires',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Age of the oldest net', 6],
      ['Residual mesh strength of the oldest net', 90],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: a 6-year-old net still at 140% of the strength required',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Age of the oldest net', 6],
      ['Residual mesh strength of the oldest net', 140],
    ],
    expected: 'LOW',
  },
  {
    name: 'Salmon: the seabed fails the licence’s standard at the AZE edge',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [[AZE, 'Fails']],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Sea bream: the seabed fails the licence’s standard at the AZE edge',
    farmType: 'MARINE_FINFISH',
    farm: GREECE,
    answers: [[AZE, 'Fails']],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Kelp: the crop grows 150 m from a sewage outfall',
    farmType: 'SEAWEED',
    farm: KELP,
    answers: [['Distance from the crop to the nearest sewage outfall', 150]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Kelp sold for food: no batch tested for E. coli',
    farmType: 'SEAWEED',
    farm: KELP,
    answers: [['Testing of harvest batches for E. coli', 'Not tested']],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Kelp for alginate only: E. coli testing does not apply',
    farmType: 'SEAWEED',
    farm: KELP,
    answers: [['Testing of harvest batches for E. coli', 'N/A']],
    expected: 'LOW',
  },
  ...(['SALMONID_SEA_PENS', 'MARINE_FINFISH', 'FRESHWATER_FINFISH', 'BIVALVES', 'SEAWEED', 'CRUSTACEANS'] as const).map(
    (farmType): Scenario => ({
      name: `${farmType}: untrained staff and records thrown away within 2 years cost points, not the band`,
      farmType,
      farm: {},
      answers: [
        [TRAINED, 'NO'],
        [RECORDS, 'NO'],
      ],
      expected: 'LOW',
    }),
  ),
];
