import type { Scenario } from './scenario.ts';

const NORWAY = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' } as const;
const GREECE = { species: 'Gilthead sea bream', country: 'Greece' } as const;
const IRELAND_MUSSELS = { species: 'Blue mussel', country: 'Ireland', region: 'Cork' } as const;
const KELP = { species: 'Kelp', country: 'Norway' } as const;

/** The breach caps and ageing dates of issue 22, farm by farm, for each template's own knockouts. */
export const templateScenarios: readonly Scenario[] = [
  {
    name: 'Salmon: 300 fish escaped, reported in time (ASC 3.4.1)',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Fish escaped from the site', 300],
      ['Were all escapes this cycle reported', 'Yes, every escape was reported'],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: 33% of the last cycle lost, over twice the Norwegian benchmark',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Mortality of the last completed cycle', 33]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: 12% of the fish lost to viral disease',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Mortality of the last completed cycle', 14],
      ['Mortality from viral disease', 12],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: an 8% cycle with 45% of its deaths unexplained',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Mortality of the last completed cycle', 8],
      ['Share of the last completed cycle’s deaths without a diagnosed cause', 45],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: three loss events in five years',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Stock loss events in the last five years', 3],
      ['Largest single loss', 6],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: an enforcement notice still open',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Regulatory compliance in the last 3 years', 'Enforcement notice or breach still open']],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: nets in the sea never strength-tested',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Was every net in use strength-tested', 'NO']],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: mooring analysis six years old',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Date of the latest mooring analysis', { daysAgo: 6 * 365 }]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: site licence expired ten days before the audit',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Expiry date of the site licence', { daysAgo: 10 }]],
    expected: 'HIGH',
    legal: ['Expiry date of the site licence'],
  },
  {
    name: 'Salmon: licence expiring on the audit day is still in force',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Expiry date of the site licence', { daysAgo: 0 }]],
    expected: 'LOW',
  },
  { name: 'Sea bream, Greece: a well-run farm', farmType: 'MARINE_FINFISH', farm: GREECE, answers: [], expected: 'LOW' },
  {
    name: 'Sea bream: lowest oxygen 45% saturation',
    farmType: 'MARINE_FINFISH',
    farm: GREECE,
    answers: [
      ['Lowest dissolved oxygen', 45],
      ['Dissolved oxygen range', [3.1, 8.2]],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Sea bream: nodavirus confirmed, a quarter of the stock lost',
    farmType: 'MARINE_FINFISH',
    farm: GREECE,
    answers: [
      ['Listed disease status', 'Confirmed; controlled under official supervision'],
      ['Which pathogens were suspected or confirmed', { options: ['Viral nervous necrosis'] }],
      ['Were all suspected or confirmed listed diseases notified', 'Yes, every case was notified in time'],
      ['Stock lost to the confirmed listed disease', 25],
    ],
    expected: 'HIGH',
  },
  {
    name: 'Sea bream: 45% of the last cycle lost',
    farmType: 'MARINE_FINFISH',
    farm: GREECE,
    answers: [['Mortality of the last completed cycle', 45]],
    expected: 'MODERATE_HIGH',
  },
  { name: 'Mussels on longlines, Ireland: a well-run farm', farmType: 'BIVALVES', farm: IRELAND_MUSSELS, answers: [], expected: 'LOW' },
  {
    // Issue 39 item 1: this farm stayed LOW in model v2; a listed disease on the site under official control caps at MODERATE HIGH.
    name: 'Mussels: a listed disease confirmed under official control, with a small loss, caps at MODERATE HIGH',
    farmType: 'BIVALVES',
    farm: IRELAND_MUSSELS,
    answers: [
      ['Listed disease status', 'Confirmed; controlled under official supervision'],
      ['Which pathogens were suspected or confirmed', { options: ['Marteilia'] }],
      ['Were all suspected or confirmed listed diseases notified', 'Yes, every case was notified in time'],
      ['Stock lost to the confirmed listed disease', 5],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Mussels: Marteilia confirmed in the management area, not on the site, caps at MODERATE',
    farmType: 'BIVALVES',
    farm: IRELAND_MUSSELS,
    answers: [
      ['Listed disease status', 'Not on the site; confirmed in the farm’s management area or zone'],
      ['Which pathogens were suspected or confirmed', { options: ['Marteilia'] }],
    ],
    expected: 'MODERATE',
  },
  {
    name: 'Oysters: product harvested from a closed area',
    farmType: 'BIVALVES',
    farm: { species: 'Pacific oyster', country: 'France' },
    answers: [['Has product been harvested or sold from the area while it was closed', 'YES']],
    expected: 'HIGH',
  },
  { name: 'Kelp, Norway: a well-run farm', farmType: 'SEAWEED', farm: KELP, answers: [], expected: 'LOW' },
  {
    name: 'Kelp: a batch above a contaminant limit sold for food',
    farmType: 'SEAWEED',
    farm: KELP,
    answers: [['Has any batch above a legal contaminant limit been sold', 'YES']],
    expected: 'HIGH',
  },
];
