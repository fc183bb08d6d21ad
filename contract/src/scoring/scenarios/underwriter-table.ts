import type { RiskBand } from '../../risk.ts';
import type { Scenario } from './scenario.ts';

const NORWAY = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' } as const;
const OYSTERS = { species: 'Pacific oyster', country: 'France' } as const;
const IRISH_MUSSELS = { species: 'Blue mussel', country: 'Ireland', region: 'Cork' } as const;
const SHRIMP = { species: 'Whiteleg shrimp', country: 'Ecuador' } as const;
const PONDS = ['Production system', 'Earthen or lined ponds'] as const;

/**
 * One row of the underwriter's table of issue 39 (docs/scoring.md, "Risk model v3"): one fact changed on the
 * template's good farm, the bands the underwriter accepts, and (`expected`) the band the model gives.
 */
export interface UnderwriterRow extends Scenario {
  id: string;
  underwriter: readonly RiskBand[];
}

export const underwriterTable: readonly UnderwriterRow[] = [
  {
    id: 'P1',
    name: 'Norway salmon: ISA confirmed, still active without official control, notified, 5% lost so far',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Listed disease status', 'Confirmed; still active without official control'],
      ['Which pathogens were suspected or confirmed', { options: ['Infectious salmon anaemia'] }],
      ['Were all suspected or confirmed listed diseases notified', 'Yes, every case was notified in time'],
      ['Stock lost to the confirmed listed disease', 5],
    ],
    underwriter: ['HIGH'],
    expected: 'HIGH',
    today: '98.4% LOW',
  },
  {
    id: 'P2',
    name: 'Oysters: 65% summer mortality from a non-listed cause, 2 loss events',
    farmType: 'BIVALVES',
    farm: OYSTERS,
    answers: [
      ['Mortality of the stock this season', 65],
      ['Stock loss events in the last five years', 2],
      ['Of those loss events, how many were caused by disease', 2],
      ['Largest single loss', 65],
    ],
    underwriter: ['HIGH'],
    expected: 'HIGH',
    today: 'MODERATE',
  },
  {
    id: 'P3',
    name: 'Kelp: 70% of the crop lost',
    farmType: 'SEAWEED',
    farm: { species: 'Kelp', country: 'Norway' },
    answers: [['Crop lost to disease, grazing or detachment this season', 70]],
    underwriter: ['MODERATE_HIGH', 'HIGH'],
    expected: 'MODERATE_HIGH',
    today: 'MODERATE',
  },
  {
    id: 'P4',
    name: 'Norway salmon: 8% of the fish died last month',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Mortality last month', 8]],
    underwriter: ['MODERATE_HIGH', 'HIGH'],
    expected: 'MODERATE_HIGH',
    today: 'LOW',
  },
  {
    id: 'P5',
    name: 'Shrimp: survival of the last crop 30%',
    farmType: 'CRUSTACEANS',
    farm: SHRIMP,
    answers: [PONDS, ['Survival of the last completed crop', 30]],
    underwriter: ['MODERATE_HIGH', 'HIGH'],
    expected: 'MODERATE_HIGH',
    today: 'LOW',
  },
  {
    id: 'P6',
    name: 'Trout RAS: the last cycle lost 38%',
    farmType: 'FRESHWATER_FINFISH',
    farm: { species: 'Rainbow trout', country: 'Denmark' },
    answers: [
      ['Production system', 'Recirculating aquaculture system (RAS)'],
      ['Mortality of the last completed cycle', 38],
    ],
    underwriter: ['MODERATE_HIGH'],
    expected: 'MODERATE_HIGH',
    today: 'LOW',
  },
  {
    id: 'P7',
    name: 'Mussels: the area closed for biotoxins 365 of 365 days',
    farmType: 'BIVALVES',
    farm: IRISH_MUSSELS,
    answers: [['Days the area was closed for marine biotoxins', 365]],
    underwriter: ['MODERATE_HIGH', 'HIGH'],
    expected: 'MODERATE_HIGH',
    today: 'LOW',
  },
  {
    id: 'P8',
    name: 'Norway: lice exactly 0.50 in one week',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Highest weekly average of adult female lice', 0.5],
      ['Weekly counts in the last 12 months over the lice limit', 1],
    ],
    underwriter: ['MODERATE_HIGH'],
    expected: 'MODERATE_HIGH',
    legal: ['Highest weekly average of adult female lice', 'Weekly counts in the last 12 months over the lice limit'],
    today: 'MODERATE HIGH',
  },
  {
    id: 'P9',
    name: 'Norway salmon sea pen: lowest dissolved oxygen 52% saturation (about 4.3 mg/l at 14 °C)',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Lowest dissolved oxygen', 52],
      ['Dissolved oxygen range over the last 12 months (mg/l)', [4.3, 10.4]],
    ],
    underwriter: ['MODERATE', 'MODERATE_LOW'],
    expected: 'MODERATE',
    today: 'LOW',
  },
  {
    id: 'P10',
    name: 'Irish mussels: Marteilia refringens confirmed in a free zone, under official control, 5% lost',
    farmType: 'BIVALVES',
    farm: IRISH_MUSSELS,
    answers: [
      ['Listed disease status', 'Confirmed; controlled under official supervision'],
      ['Which pathogens were suspected or confirmed', { options: ['Marteilia'] }],
      ['Were all suspected or confirmed listed diseases notified', 'Yes, every case was notified in time'],
      ['Stock lost to the confirmed listed disease', 5],
    ],
    underwriter: ['MODERATE_HIGH', 'MODERATE'],
    expected: 'MODERATE_HIGH',
    today: 'LOW',
  },
  {
    id: 'P11',
    name: 'Sea bream: 300 escaped, reported',
    farmType: 'MARINE_FINFISH',
    farm: { species: 'Gilthead sea bream', country: 'Greece' },
    answers: [
      ['Fish escaped from the site', 300],
      ['Were all escapes this cycle reported', 'Yes, every escape was reported'],
    ],
    underwriter: ['MODERATE_HIGH'],
    expected: 'MODERATE_HIGH',
    today: 'MODERATE HIGH',
  },
  {
    id: 'P12',
    name: 'Shrimp: 4 antibiotic courses in the last crop (ASC Shrimp allows none)',
    farmType: 'CRUSTACEANS',
    farm: SHRIMP,
    answers: [PONDS, ['Antibiotic treatment courses', 4]],
    underwriter: ['MODERATE', 'MODERATE_LOW'],
    expected: 'MODERATE',
    today: 'LOW',
  },
];
