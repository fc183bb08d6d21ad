import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';

export const KARI_ID = '33333333-3333-4333-8333-333333333333';
export const FARM_A = '44444444-4444-4444-8444-444444444444';
export const FARM_B = '55555555-5555-4555-8555-555555555555';

export const kari: CompanyUser = {
  user: { externalId: KARI_ID, fullName: 'Kari Nordmann', email: 'kari@example.com', username: 'kari@example.com', phone: null },
  roles: ['ROLE_FARMER'],
  farmCount: 3,
};

export function farm(externalId: string, name: string, companyExtId: string) {
  return {
    externalId,
    companyExtId,
    name,
    description: null,
    siteId: null,
    siteType: null,
    species: null,
    country: null,
    stateProvince: null,
    latitude: null,
    longitude: null,
    animalCount: null,
    tonnage: null,
    farmArea: null,
    growingArea: null,
    harvestWeight: null,
    stockingDensity: null,
    stockingWeight: null,
    structureCount: null,
    structures: [],
    startYear: null,
    duration: null,
    surveyDate: null,
    currencyCode: null,
    actualValue: null,
    avgValue: null,
    maxValue: null,
    availableMediaCategories: [],
  };
}
