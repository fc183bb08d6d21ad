import { farmSchema, type Farm } from '@aquarisk/contract/schemas/farm.schema';
import { companyA } from '../../test/session-fixtures.ts';

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

/** A farm as the API returns it (built through the contract's schema, so drifted test data fails). */
export function farmRow(overrides: Partial<Farm> = {}): Farm {
  return farmSchema.parse({
    externalId: 'f-1',
    companyExtId: companyA.externalId,
    name: 'Hardanger Fjord Site',
    description: null,
    siteId: 'NO-13245',
    siteType: 'Sea cages',
    species: 'Atlantic salmon',
    country: 'Norway',
    stateProvince: 'Vestland',
    latitude: 60.0787,
    longitude: 6.5524,
    animalCount: 980000,
    tonnage: 4200,
    farmArea: 42,
    growingArea: 31.5,
    harvestWeight: 5200,
    stockingDensity: 18.5,
    stockingWeight: 120,
    structureCount: 10,
    structures: ['10 × 160 m circular pens'],
    startYear: 2016,
    duration: 22,
    surveyDate: '2026-05-14T09:00:00.000Z',
    currencyCode: 'EUR',
    actualValue: 21500000,
    avgValue: 19800000,
    maxValue: 26000000,
    availableMediaCategories: [],
    userCount: 1,
    surveyCount: 2,
    ...overrides,
  });
}

export const companyUser = (externalId: string, fullName: string, email: string, roles = ['ROLE_USER']) => ({
  user: { externalId, fullName, email, username: email, phone: null },
  roles,
  farmCount: 0,
});
