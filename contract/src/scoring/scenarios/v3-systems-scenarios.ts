import type { Scenario } from './scenario.ts';

const NORWAY = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' } as const;
const SHRIMP = { species: 'Whiteleg shrimp', country: 'Ecuador' } as const;
const TROUT = { species: 'Rainbow trout', country: 'Denmark' } as const;

const RAS = 'Recirculating aquaculture system (RAS)';
const RACEWAYS = 'Flow-through raceways or tanks';
const PONDS = 'Earthen or lined ponds';
const THREE_YEARS = { daysAgo: 1095 } as const;

/**
 * Issue 39 (risk model v3), the rows of helper "systems": no N/A where the stock depends on power, a RAS's oxygen,
 * sea-pen oxygen in mg/l, the MODERATE tier of a standard's shortfall, and dated checks that age out by jurisdiction.
 */
export const v3SystemsScenarios: readonly Scenario[] = [
  {
    name: 'P9 Norway salmon sea pen: lowest DO 52% (4.3 mg/l at 14 °C) is a shortfall, not a breach of law',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Lowest dissolved oxygen in the last 12 months (% saturation)', 52],
      ['Dissolved oxygen range over the last 12 months (mg/l)', [4.3, 10.4]],
    ],
    expected: 'MODERATE',
    today: 'LOW',
  },
  {
    name: 'P12 shrimp: 4 antibiotic courses in the last crop (ASC Shrimp allows none)',
    farmType: 'CRUSTACEANS',
    farm: SHRIMP,
    answers: [['Antibiotic treatment courses', 4]],
    expected: 'MODERATE',
    today: 'LOW',
  },
  {
    name: 'Aerated shrimp ponds answering backup power N/A: refused, scored as No',
    farmType: 'CRUSTACEANS',
    farm: SHRIMP,
    answers: [
      ['Production system', PONDS],
      ['Does backup power start automatically', 'N/A'],
    ],
    expected: 'HIGH',
    today: 'LOW',
  },
  {
    name: 'Extensive shrimp ponds that survive a day without power may answer backup power N/A',
    farmType: 'CRUSTACEANS',
    farm: SHRIMP,
    answers: [
      ['Production system', PONDS],
      ['Minutes the stock survives without power', 2880],
      ['Does backup power start automatically', 'N/A'],
    ],
    expected: 'LOW',
  },
  {
    name: 'Pumped trout raceways answering backup power N/A: refused, scored as No',
    farmType: 'FRESHWATER_FINFISH',
    farm: TROUT,
    answers: [
      ['Production system', RACEWAYS],
      ['Does backup power start automatically', 'N/A'],
      ['Is the backup generator tested under load', 'N/A'],
    ],
    expected: 'HIGH',
    today: 'LOW',
  },
  {
    name: 'Trout RAS whose one oxygen tank is both routine and emergency supply',
    farmType: 'FRESHWATER_FINFISH',
    farm: TROUT,
    answers: [
      ['Production system', RAS],
      ['Are there two independent oxygen sources', 'NO'],
    ],
    expected: 'MODERATE_HIGH',
    today: 'LOW',
  },
  {
    name: 'Trout RAS with 2 days of oxygen in store',
    farmType: 'FRESHWATER_FINFISH',
    farm: TROUT,
    answers: [
      ['Production system', RAS],
      ['Days of oxygen in store', 2],
    ],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Sea bream, Greece: a benthic survey four years old is a MODERATE shortfall',
    farmType: 'MARINE_FINFISH',
    farm: { species: 'Gilthead sea bream', country: 'Greece' },
    answers: [['Date of the most recent benthic', { daysAgo: 1460 }]],
    expected: 'MODERATE',
  },
  {
    name: 'Norway: a lice count 20 days old is a legal breach',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Date and time of the most recent sea lice count', { daysAgo: 20 }]],
    expected: 'MODERATE_HIGH',
    legal: ['Date and time of the most recent sea lice count'],
  },
  {
    name: 'Norway: no health control in 400 days (the law asks six a year) caps at MODERATE HIGH',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Date of the last veterinary visit', { daysAgo: 400 }]],
    expected: 'MODERATE_HIGH',
    legal: ['Date of the last veterinary visit'],
  },
  {
    name: 'Norway: a mooring inspection 800 days old caps at MODERATE HIGH',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [['Date of the last mooring inspection', { daysAgo: 800 }]],
    expected: 'MODERATE_HIGH',
  },
  {
    name: 'Norway: lice count, vet visit and mooring inspection all three years old make the farm HIGH',
    farmType: 'SALMONID_SEA_PENS',
    farm: NORWAY,
    answers: [
      ['Date and time of the most recent sea lice count', THREE_YEARS],
      ['Date of the last veterinary visit', THREE_YEARS],
      ['Date of the last mooring inspection', THREE_YEARS],
    ],
    expected: 'HIGH',
    legal: ['Date of the last veterinary visit', 'Date and time of the most recent sea lice count'],
    today: 'LOW (94.9%)',
  },
];
