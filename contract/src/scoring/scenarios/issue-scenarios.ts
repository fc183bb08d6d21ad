import type { Scenario } from './scenario.ts';

const NORWAY = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' } as const;

/**
 * The six farms of issue 22, each with the band an underwriter gives it. "Today" is what model v1 gave these farms
 * (the good profile with the named answers; where v1 lacked a question, without it).
 */
export const issueScenarios: readonly Scenario[] = [
  {
    name: 'Salmon: catastrophic biology, clean paperwork',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Highest weekly average of adult female lice', 1.95],
      ['Weekly counts in the last 12 months over the lice limit', 10],
      [/^Mortality (of the last completed cycle|this cycle so far)/, 45],
      ['Lowest dissolved oxygen', 41],
      ['Fish escaped from the site', 9000],
      ['Were all escapes this cycle reported', 'Yes, every escape was reported'],
      ['Unexplained stock difference', 8],
      ['Stock loss events in the last five years', 4],
    ],
    expected: 'HIGH',
    legal: ['Highest weekly average of adult female lice', 'Weekly counts in the last 12 months over the lice limit'],
    today: '92.3% LOW',
  },
  {
    name: 'Salmon: every priced number in its worst band short of a v1 cap, paperwork perfect',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Highest weekly average of adult female lice', 1.95],
      ['Weekly counts in the last 12 months over the lice limit', 10],
      ['Delousing treatments in the last 12 months', 8],
      ['Mortality last month', 2.5],
      [/^Mortality (of the last completed cycle|this cycle so far)/, 30],
      ['Lowest dissolved oxygen', 45],
      ['Water temperature range', [0.5, 21.5]],
      ['Days with water temperature at or above 18', 40],
      ['Days of stopped feeding or losses due to algae', 30],
      ['Fish escaped from the site', 9000],
      ['Were all escapes this cycle reported', 'Yes, every escape was reported'],
      ['Unexplained stock difference', 6],
      ['Marine mammals or birds entangled', 4],
      ['Distance to the nearest farm', 500],
      ['Age of the oldest net', 8],
      ['Stock loss events in the last five years', 2],
      ['Largest single loss', 35],
      ['Economic feed conversion ratio', 1.7],
      ['Highest stocking density', 24],
    ],
    expected: 'HIGH',
    legal: ['Highest weekly average of adult female lice', 'Weekly counts in the last 12 months over the lice limit'],
    today: '81.4% LOW',
  },
  {
    name: 'Oysters: 65% OsHV-1 mortality, listed disease confirmed',
    farmType: 'BIVALVES',
    farm: { species: 'Pacific oyster', country: 'France' },
    answers: [
      ['Mortality of the stock this season', 65],
      ['Listed disease status', 'Confirmed; controlled under official supervision'],
      ['Which pathogens were suspected or confirmed', { options: ['Ostreid herpesvirus'] }],
      ['Were all suspected or confirmed listed diseases notified', 'Yes, every case was notified in time'],
      ['Stock lost to the confirmed listed disease', 65],
    ],
    expected: 'HIGH',
    today: '96.0% LOW',
  },
  {
    name: 'RAS: backup power answered N/A, no emergency oxygen, only a temperature alarm',
    farmType: 'FRESHWATER_FINFISH',
    farm: { species: 'Rainbow trout', country: 'Denmark' },
    answers: [
      ['Production system', 'Recirculating aquaculture system (RAS)'],
      ['Does backup power start automatically', 'N/A'],
      ['Is there an emergency oxygen supply', 'NO'],
      ['Does a low-oxygen alarm reach staff on call', 'NO'],
      ['Does a power-failure alarm reach staff on call', 'NO'],
      ['Which other alarms reach staff on call', { options: ['Temperature'] }],
    ],
    expected: 'HIGH',
    today: '96.4% LOW',
  },
  {
    name: "Salmon: density exactly 25.0 kg/m³ (Norway's legal maximum), all else good",
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Highest stocking density', 25]],
    expected: 'LOW',
    today: '98.6% MODERATE HIGH',
  },
  {
    name: 'Honest intertidal oyster farm: no longlines, so it answers No to engineered longlines',
    farmType: 'BIVALVES',
    farm: { species: 'Pacific oyster', country: 'France' },
    answers: [
      ['Production system', 'Intertidal'],
      [/^Were the longlines.* designed for the site/, 'NO'],
    ],
    expected: 'LOW',
    today: '97.3% MODERATE HIGH',
  },
];
