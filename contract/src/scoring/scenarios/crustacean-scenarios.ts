import type { Scenario } from './scenario.ts';

const ECUADOR = { species: 'Whiteleg shrimp', country: 'Ecuador' } as const;
const PONDS = ['Production system', 'Earthen or lined ponds'] as const;
const DAWN_LOW = (mgL: number, saturation: number) =>
  [
    ['Lowest dissolved oxygen in the last 12 months (mg/l)', mgL],
    ['Lowest dissolved oxygen in the last 12 months (% saturation)', saturation],
  ] as const;

/** The shrimp template (issue 22): SPF stock, WSSV and AHPND, mangroves, and shrimp oxygen thresholds. */
export const crustaceanScenarios: readonly Scenario[] = [
  { name: 'Whiteleg shrimp ponds, Ecuador: a well-run farm', farmType: 'CRUSTACEANS', farm: ECUADOR, answers: [PONDS], expected: 'LOW' },
  {
    name: 'Shrimp: ponds dug on mangroves cleared after 1999',
    farmType: 'CRUSTACEANS',
    farm: ECUADOR,
    answers: [PONDS, ['Was the farm, or any expansion of it, built on land cleared of mangroves', 'YES']],
    expected: 'HIGH',
  },
  {
    name: 'Shrimp: a dawn low of 2.5 mg/l (35%), under the 3 mg/l shrimp need',
    farmType: 'CRUSTACEANS',
    farm: ECUADOR,
    answers: [PONDS, ...DAWN_LOW(2.5, 35)],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Shrimp: a night at 0.8 mg/l (11%), lethal',
    farmType: 'CRUSTACEANS',
    farm: ECUADOR,
    answers: [PONDS, ...DAWN_LOW(0.8, 11)],
    expected: 'HIGH',
  },
  {
    name: 'Shrimp: white spot confirmed, 40% of the crop lost',
    farmType: 'CRUSTACEANS',
    farm: ECUADOR,
    answers: [
      PONDS,
      ['Listed disease status', 'Confirmed; controlled under official supervision'],
      ['Which pathogens were suspected or confirmed', { options: ['White spot syndrome virus'] }],
      ['Were all suspected or confirmed listed diseases notified', 'Yes, every case was notified in time'],
      ['Stock lost to the confirmed listed disease', 40],
      ['Survival of the last completed crop', 45],
    ],
    expected: 'HIGH',
  },
  {
    name: 'Shrimp in a RAS: backup power answered N/A',
    farmType: 'CRUSTACEANS',
    farm: ECUADOR,
    answers: [
      ['Production system', 'Recirculating aquaculture system (RAS)'],
      ['Does backup power start automatically', 'N/A'],
    ],
    expected: 'HIGH',
  },
  {
    name: 'Shrimp ponds: untested wild post-larvae cost points, not the band',
    farmType: 'CRUSTACEANS',
    farm: ECUADOR,
    answers: [PONDS, ['Source of the post-larvae', 'Untested, or wild-caught']],
    expected: 'LOW',
  },
];
