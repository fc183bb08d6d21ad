import type { Scenario } from './scenario.ts';

const NORWAY = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' } as const;
const SCOTLAND = { species: 'Atlantic salmon', country: 'United Kingdom', region: 'Argyll and Bute' } as const;
const CHILE = { species: 'Coho salmon', country: 'Chile', region: 'Los Lagos' } as const;
/** Issue 39: the good profile's 12.5 kg/m³ is over Chile's coho density (10 kg/m³); a Chilean coho site stocks lower. */
const CHILE_DENSITY = ['Highest stocking density', 9] as const;
const BC = { species: 'Chinook salmon', country: 'Canada', region: 'British Columbia' } as const;
const TASMANIA = { species: 'Atlantic salmon', country: 'Australia', region: 'Tasmania' } as const;

const LICE = 'Highest weekly average of adult female lice';
const WEEKS = 'Weekly counts in the last 12 months over the lice limit';

/** One salmon farm judged by each jurisdiction pack: the same lice count is a legal breach in one place and not another. */
export const packScenarios: readonly Scenario[] = [
  { name: 'Norway: a well-run salmon farm', farmType: 'SALMONID_SEA_PENS', farm: NORWAY, answers: [], expected: 'LOW' },
  {
    name: 'Norway: 0.6 adult female lice in one week, over the legal 0.5',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      [LICE, 0.6],
      [WEEKS, 1],
    ],
    expected: 'MODERATE_HIGH',
    legal: [LICE, WEEKS],
  },
  {
    name: 'Scotland: the same 0.6 lice is within the rules (the industry code’s 0.5 costs points)',
    farmType: 'SALMONID_SEA_PENS',
    farm: SCOTLAND,
    answers: [[LICE, 0.6]],
    expected: 'LOW',
  },
  {
    name: 'Scotland: 2.5 lice in three weeks, above the FHI reporting level',
    farmType: 'SALMONID_SEA_PENS',
    farm: SCOTLAND,
    answers: [
      [LICE, 2.5],
      [WEEKS, 3],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Scotland: lice held at 7, above the FHI enforcement level',
    farmType: 'SALMONID_SEA_PENS',
    farm: SCOTLAND,
    answers: [
      [LICE, 7],
      [WEEKS, 4],
    ],
    expected: 'HIGH',
    legal: [LICE],
  },
  {
    name: 'Chile: 3.2 gravid Caligus females, a high-dissemination centre',
    farmType: 'SALMONID_SEA_PENS',
    farm: CHILE,
    answers: [CHILE_DENSITY, [LICE, 3.2], [WEEKS, 2]],
    expected: 'MODERATE_HIGH',
    legal: [LICE, WEEKS],
  },
  {
    name: 'Chile: three high-dissemination notices in a row (harvest order)',
    farmType: 'SALMONID_SEA_PENS',
    farm: CHILE,
    answers: [CHILE_DENSITY, [LICE, 4], [WEEKS, 3]],
    expected: 'HIGH',
    legal: [LICE, WEEKS, WEEKS],
  },
  {
    name: 'Chile: 1.2 gravid females is within the Chilean rules',
    farmType: 'SALMONID_SEA_PENS',
    farm: CHILE,
    answers: [CHILE_DENSITY, [LICE, 1.2]],
    expected: 'LOW',
  },
  {
    name: 'British Columbia: over 3 motile lice in two weeks of May',
    farmType: 'SALMONID_SEA_PENS',
    farm: BC,
    answers: [
      [LICE, 0.4],
      [WEEKS, 2],
    ],
    expected: 'MODERATE_HIGH',
    legal: [WEEKS],
  },
  {
    name: 'Norway: 25.5 kg/m³, over the legal maximum',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Highest stocking density', 25.5]],
    expected: 'MODERATE_HIGH',
    legal: ['Highest stocking density'],
  },
  {
    name: 'Tasmania (no jurisdiction pack): 26 kg/m³ breaks the standard, not a law',
    farmType: 'SALMONID_SEA_PENS',
    farm: TASMANIA,
    answers: [['Highest stocking density', 26]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Norway: installation certificate expired 10 days before the audit (NYTEK23)',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Expiry date of the installation certificate', { daysAgo: 10 }]],
    expected: 'HIGH',
    legal: ['Expiry date of the installation certificate'],
  },
  {
    name: 'Tasmania: the same expired certificate is a standard, not a legal, breach',
    farmType: 'SALMONID_SEA_PENS',
    farm: TASMANIA,
    answers: [['Expiry date of the installation certificate', { daysAgo: 10 }]],
    expected: 'HIGH',
  },
];
