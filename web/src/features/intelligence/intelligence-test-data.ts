import { farmMapItem } from '@aquarisk/contract/schemas/intelligence.fixture';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';

/** A farm on the map with no figures or audit, but for `patch`. */
export const mapItem = (patch: Partial<FarmMapItem>): FarmMapItem =>
  farmMapItem({ country: 'Norway', latitude: 60, longitude: 5, currencyCode: 'EUR', ...patch });

export const mapItems: FarmMapItem[] = [
  mapItem({
    farmExtId: 'f-lof',
    farmName: 'Lofoten North',
    currencyCode: 'NOK',
    animalCount: 1_250_000,
    avgValue: 292_000_000,
    maxValue: 363_000_000,
    tonnage: 5600,
    surveyId: 's-lof',
    surveyName: 'Lofoten North winter audit',
    normScore: 31.4,
    risk: 'MODERATE_HIGH',
    steps: { HIGH: 2, LOW: 19 },
    sections: [
      { name: 'Animal Health', risk: 'LOW', normScore: 85 },
      { name: 'Environment', risk: 'HIGH', normScore: 10 },
    ],
  }),
  mapItem({
    farmExtId: 'f-har',
    farmName: 'Hardanger Fjord Site',
    animalCount: 980_000,
    tonnage: 4200,
    surveyId: 's-har',
    surveyName: 'Hardanger annual audit 2025',
    normScore: 84,
    risk: 'LOW',
    auditedOn: '2025-05-12',
    ageMonths: 18,
    stale: true,
    sections: [{ name: 'Animal Health', risk: 'MODERATE', normScore: 50 }],
  }),
  mapItem({
    farmExtId: 'f-cla',
    farmName: 'Clayoquot Sound',
    country: 'Canada',
    currencyCode: 'CAD',
    latitude: 49.2,
    longitude: -125.9,
    avgValue: 7_000_000,
  }),
  mapItem({ farmExtId: 'f-nowhere', farmName: 'Unplaced Farm', country: null, latitude: null, longitude: null, animalCount: 10 }),
];

export const riskSummary = (counts: number[]) =>
  ['LOW', 'MODERATE_LOW', 'MODERATE', 'MODERATE_HIGH', 'HIGH'].map((risk, i) => ({ risk, farmCount: counts[i] ?? 0 }));

const NOK = { currencyCode: 'NOK', farmCount: 1, avgValue: 292_000_000, maxValue: 363_000_000 };
const CAD = { currencyCode: 'CAD', farmCount: 1, avgValue: 7_000_000, maxValue: 0 };
const norway = {
  country: 'Norway',
  farmCount: 2,
  animalCount: 2_230_000,
  tonnage: 9800,
  avgValue: NOK.avgValue,
  maxValue: NOK.maxValue,
  currencyCode: 'NOK',
  values: [NOK],
};

/** Country data as the server sums it: values per currency (NOK in Norway, CAD in Canada), never across them. */
export const countries = (scored: boolean) =>
  scored
    ? [norway]
    : [
        {
          country: 'Canada',
          farmCount: 1,
          animalCount: 0,
          tonnage: 0,
          avgValue: 7_000_000,
          maxValue: 0,
          currencyCode: 'CAD',
          values: [CAD],
        },
        norway,
        { country: null, farmCount: 1, animalCount: 10, tonnage: 0, avgValue: 0, maxValue: 0, currencyCode: null, values: [] },
      ];
