import type { Scenario } from './scenario.ts';

const NORWAY = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' } as const;
const NORWAY_TROUT = { species: 'Rainbow trout', country: 'Norway', region: 'Vestland' } as const;
const CHILE_ATLANTIC = { species: 'Atlantic salmon', country: 'Chile', region: 'Los Lagos' } as const;
const CHILE_COHO = { species: 'Coho salmon', country: 'Chile', region: 'Los Lagos' } as const;
const SHRIMP = { species: 'Whiteleg shrimp', country: 'Ecuador' } as const;
const PONDS = ['Production system', 'Earthen or lined ponds'] as const;
const DENSITY = 'Highest stocking density';

/** The answers that put four perils at no points without breaking a limit: mortality, temperature, weather. */
const MORTALITY_AT_ZERO = [
  ['Mortality last month', 3],
  ['Mortality of the last completed cycle', 30],
  ['Mortality from viral disease', 10],
] as const;
const TEMPERATURE_AT_ZERO = [
  ['Water temperature range', [0.5, 21.5]],
  ['Days with water temperature at or above 18', 40],
] as const;
const WEATHER_AT_ZERO = [
  ['NS 9415 wave class', 'E: Hs above 3.0 m'],
  ['NS 9415 current class', 'e: above 1.5 m/s'],
] as const;

/** Issue 39 items 1–3 beyond the underwriter's table: each new cap, just over and just under its figure. */
export const modelV3Scenarios: readonly Scenario[] = [
  {
    name: 'Salmon: two storm losses in five years (the same peril twice)',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Stock loss events in the last five years', 2],
      ['Of those loss events, how many were caused by storm', 2],
      ['Largest single loss', 6],
    ],
    expected: 'MODERATE_HIGH',
    today: 'LOW',
  },
  {
    name: 'Salmon: two losses in five years from two perils',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Stock loss events in the last five years', 2],
      ['Of those loss events, how many were caused by storm', 1],
      ['Of those loss events, how many were caused by disease', 1],
      ['Largest single loss', 6],
    ],
    expected: 'LOW',
  },
  {
    name: 'Salmon: four perils at no points (mortality, neighbours, temperature, weather), no limit broken',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [...MORTALITY_AT_ZERO, ['Distance to the nearest farm', 500], ...TEMPERATURE_AT_ZERO, ...WEATHER_AT_ZERO],
    expected: 'HIGH',
  },
  {
    name: 'Salmon: three perils at no points stay below HIGH',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [...MORTALITY_AT_ZERO, ['Distance to the nearest farm', 500], ...TEMPERATURE_AT_ZERO],
    // 40 days of heat stress is also a standard shortfall (more than 30 days: MODERATE, rules/shortfalls.ts)
    expected: 'MODERATE',
  },
  {
    name: 'Salmon: 25 days lost to algae or jellyfish in a year',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Days of stopped feeding or losses due to algae', 25]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Salmon: exactly 21 days lost to algae stays within the limit',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Days of stopped feeding or losses due to algae', 21]],
    expected: 'LOW',
  },
  {
    name: 'Rainbow trout in Norwegian sea pens: 30% of the last cycle lost (over twice the trout benchmark)',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY_TROUT,
    answers: [['Mortality of the last completed cycle', 30]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Atlantic salmon in Norwegian sea pens: 30% of the last cycle lost stays within the salmon benchmark',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Mortality of the last completed cycle', 30]],
    expected: 'LOW',
  },
  {
    name: 'Chile, Atlantic salmon: 22 kg/m³ through an algal-bloom season',
    farmType: 'SALMONID_SEA_PENS',
    farm: CHILE_ATLANTIC,
    answers: [
      [DENSITY, 22],
      ['Days of stopped feeding or losses due to algae', 15],
    ],
    expected: 'MODERATE_HIGH',
    legal: [DENSITY],
    today: 'MODERATE LOW',
  },
  {
    name: 'Chile, coho: 12 kg/m³ is over the coho density',
    farmType: 'SALMONID_SEA_PENS',
    farm: CHILE_COHO,
    answers: [[DENSITY, 12]],
    expected: 'MODERATE_HIGH',
    legal: [DENSITY],
  },
  {
    name: 'Chile, coho: exactly 10 kg/m³ complies',
    farmType: 'SALMONID_SEA_PENS',
    farm: CHILE_COHO,
    answers: [[DENSITY, 10]],
    expected: 'LOW',
  },
  {
    name: 'Mussels: closed 61 days for microbiological contamination; exactly 120 days closed for biotoxins',
    farmType: 'BIVALVES',
    farm: { species: 'Blue mussel', country: 'Ireland', region: 'Cork' },
    answers: [
      ['Days the area was closed for microbiological contamination', 61],
      ['Days the area was closed for marine biotoxins', 120],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Mussels: exactly 120 days closed for biotoxins stays within the limit',
    farmType: 'BIVALVES',
    farm: { species: 'Blue mussel', country: 'Ireland', region: 'Cork' },
    answers: [['Days the area was closed for marine biotoxins', 120]],
    expected: 'LOW',
  },
  {
    name: 'Shrimp: survival of the last crop 25% (an outbreak crop)',
    farmType: 'CRUSTACEANS',
    farm: SHRIMP,
    answers: [PONDS, ['Survival of the last completed crop', 25]],
    expected: 'HIGH',
  },
  {
    name: 'Oysters: exactly half the stock lost this season stays within the limit',
    farmType: 'BIVALVES',
    farm: { species: 'Pacific oyster', country: 'France' },
    answers: [['Mortality of the stock this season', 50]],
    expected: 'LOW',
  },
];
