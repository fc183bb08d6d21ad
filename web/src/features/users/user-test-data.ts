import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { apiFarm } from '../../test/contract-fixtures.ts';

export const KARI_ID = '33333333-3333-4333-8333-333333333333';
export const FARM_A = '44444444-4444-4444-8444-444444444444';
export const FARM_B = '55555555-5555-4555-8555-555555555555';

export const kari: CompanyUser = {
  user: { externalId: KARI_ID, fullName: 'Kari Nordmann', email: 'kari@example.com', username: 'kari@example.com', phone: null },
  roles: ['ROLE_FARMER'],
  farmCount: 3,
};

/** A company farm with no location or figures (the one test farm of web/src/test/contract-fixtures.ts). */
export function farm(externalId: string, name: string, companyExtId: string) {
  return apiFarm({ externalId, companyExtId, name, country: null, stateProvince: null, latitude: null, longitude: null });
}
