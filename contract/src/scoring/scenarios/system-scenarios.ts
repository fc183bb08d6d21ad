import type { Scenario } from './scenario.ts';

const TROUT_RAS = { species: 'Rainbow trout', country: 'Denmark' } as const;
const TILAPIA = { species: 'Nile tilapia', country: 'Egypt' } as const;
const CARP = { species: 'Common carp', country: 'Poland' } as const;
const OYSTERS = { species: 'Pacific oyster', country: 'France' } as const;
const MUSSELS = { species: 'Blue mussel', country: 'Ireland', region: 'Cork' } as const;

const RAS = 'Recirculating aquaculture system (RAS)';
const PONDS = 'Earthen or lined ponds';

/** Applicability from the farm's production system, and oxygen by species (issue 22). */
export const systemScenarios: readonly Scenario[] = [
  {
    name: 'Trout in a RAS: a well-run farm',
    farmType: 'FRESHWATER_FINFISH',
    farm: TROUT_RAS,
    answers: [['Production system', RAS]],
    expected: 'LOW',
  },
  {
    name: 'Trout in a RAS: no power-failure alarm to the person on call',
    farmType: 'FRESHWATER_FINFISH',
    farm: TROUT_RAS,
    answers: [
      ['Production system', RAS],
      ['Does a power-failure alarm reach staff on call', 'NO'],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Tilapia in extensive ponds: backup power N/A (no powered aeration) is accepted',
    farmType: 'FRESHWATER_FINFISH',
    farm: TILAPIA,
    answers: [
      ['Production system', PONDS],
      // Issue 39: N/A only where the stock survives a day without power (the minutes are asked first).
      ['Minutes the stock survives without power', 2880],
      ['Does backup power start automatically', 'N/A'],
      ['Is the backup generator tested under load', 'N/A'],
      ['Lowest dissolved oxygen in the last 12 months (% saturation)', 45],
      ['Lowest dissolved oxygen in the last 12 months (mg/l)', 3.5],
    ],
    expected: 'LOW',
  },
  {
    name: 'Tilapia ponds: a night low of 2.5 mg/l (30%) is within what tilapia tolerate',
    farmType: 'FRESHWATER_FINFISH',
    farm: TILAPIA,
    answers: [
      ['Production system', PONDS],
      ['Lowest dissolved oxygen in the last 12 months (% saturation)', 30],
      ['Lowest dissolved oxygen in the last 12 months (mg/l)', 2.5],
    ],
    expected: 'LOW',
  },
  {
    name: 'Trout in a RAS: the same 2.5 mg/l (30%) is a breach for a salmonid',
    farmType: 'FRESHWATER_FINFISH',
    farm: TROUT_RAS,
    answers: [
      ['Production system', RAS],
      ['Lowest dissolved oxygen in the last 12 months (% saturation)', 30],
      ['Lowest dissolved oxygen in the last 12 months (mg/l)', 2.5],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Carp ponds (no species pack): 1.8 mg/l is below the template’s own floor',
    farmType: 'FRESHWATER_FINFISH',
    farm: CARP,
    answers: [
      ['Production system', PONDS],
      ['Lowest dissolved oxygen in the last 12 months (% saturation)', 35],
      ['Lowest dissolved oxygen in the last 12 months (mg/l)', 1.8],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Trout in a RAS: stocked at 125% of the welfare plan’s density',
    farmType: 'FRESHWATER_FINFISH',
    farm: TROUT_RAS,
    answers: [
      ['Production system', RAS],
      ['That density as a share of the welfare plan', 125],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Mussels on longlines not designed for the site',
    farmType: 'BIVALVES',
    farm: MUSSELS,
    answers: [
      ['Production system', 'Longlines or rafts'],
      [/^Were the longlines.* designed for the site/, 'NO'],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Intertidal oysters: trestles not secured costs points, not a knockout',
    farmType: 'BIVALVES',
    farm: OYSTERS,
    answers: [
      ['Production system', 'Intertidal'],
      ['Are trestles, bags and posts secured', 'NO'],
    ],
    expected: 'LOW',
  },
];
