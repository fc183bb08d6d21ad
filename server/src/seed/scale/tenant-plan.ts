import type { FarmType } from '@aquarisk/contract/farm-types';
import type { Role } from '@aquarisk/contract/roles';
import { randomUUID } from 'node:crypto';
import { farmRegions, type FarmRegion } from './scale-regions.ts';
import { between, pick, randomFrom, type Random } from './scale-random.ts';
import type { ScaleTier } from './scale-tiers.ts';

export interface UserPlan {
  id: number;
  externalId: string;
  email: string;
  fullName: string;
  roles: Role[];
  /** farms a restricted member is assigned to */
  farmIds: number[];
}
export interface FarmPlan {
  id: number;
  externalId: string;
  companyId: number;
  name: string;
  type: FarmType;
  species: string;
  region: FarmRegion;
  latitude: number;
  longitude: number;
  startYear: number;
  animalCount: number | null;
  tonnage: number;
  /** restricted members assigned to it */
  memberIds: number[];
}
export interface CompanyPlan {
  id: number;
  externalId: string;
  name: string;
  city: string;
  region: FarmRegion;
  users: UserPlan[];
  farms: FarmPlan[];
  auditors: UserPlan[];
}
export interface TenantPlan {
  companies: CompanyPlan[];
  /** the one platform admin (ROLE_ADMIN), a member of the first company */
  admin: UserPlan;
  users: UserPlan[];
  farms: FarmPlan[];
}
export interface IdBase {
  companies: number;
  users: number;
  farms: number;
}

const FIRST = ['Ada', 'Bjørn', 'Carmen', 'Daniel', 'Elif', 'Fatima', 'Giorgos', 'Hana', 'Ingrid', 'Jamal', 'Kaito', 'Lucía'];
const FIRST2 = ['Magnus', 'Nadia', 'Oliver', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Thanh', 'Uma', 'Víctor', 'Wei', 'Zoë'];
const LAST = ['Andersen', 'Barros', 'Campbell', 'Dimitriou', 'Eriksen', 'Fujita', 'García', 'Hansen', 'Iversen', 'Jensen'];
const LAST2 = ['Kowalski', 'Larsen', 'MacLeod', 'Nguyen', 'Olsen', 'Papadakis', 'Quispe', 'Rahman', 'Silva', 'Tanaka'];
const BRAND = ['Nordic', 'Blue', 'Tidal', 'Coastal', 'Fjord', 'Pacific', 'Atlantic', 'Delta', 'Reef', 'Harbour', 'Polar', 'Sound'];
const KIND = ['Seafarms', 'Aquaculture', 'Marine Harvest', 'Fisheries', 'Shellfish', 'Aqua Farms', 'Ocean Produce'];
const SITE = ['North', 'South', 'East', 'West', 'Point', 'Bay', 'Inner', 'Outer', 'Reef', 'Narrows', 'Head', 'Cove'];

const ROLE_SET: [string, Role[], number][] = [
  ['company', ['ROLE_COMPANY'], 1],
  ['auditor', ['ROLE_SURVEYOR'], 2],
  ['manager', ['ROLE_MANAGER'], 3],
  ['farmer', ['ROLE_FARMER'], 4],
  ['viewer', ['ROLE_USER', 'ROLE_UNDERWRITER'], 1],
];
/** Farms a manager and a farmer are assigned to, as restricted members are. */
const MANAGER_FARMS = 5;
const FARMER_FARMS = 2;

const personName = (rand: Random) => `${pick(rand, rand() < 0.5 ? FIRST : FIRST2)} ${pick(rand, rand() < 0.5 ? LAST : LAST2)}`;

function farmOf(rand: Random, id: number, companyId: number, region: FarmRegion, n: number): FarmPlan {
  const type = pick(rand, region.types);
  const jitter = () => (rand() * 2 - 1) * region.spread;
  return {
    id,
    externalId: randomUUID(),
    companyId,
    name: `${pick(rand, region.places)} ${pick(rand, SITE)} ${n + 1}`,
    type,
    species: pick(rand, region.species[type]!),
    region,
    latitude: Math.round((region.lat + jitter()) * 1e5) / 1e5,
    longitude: Math.round((region.lon + jitter()) * 1e5) / 1e5,
    startYear: between(rand, 1995, 2017),
    animalCount: type === 'SEAWEED' ? null : between(rand, 50, 2000) * 1000,
    tonnage: between(rand, 200, 8000),
    memberIds: [],
  };
}

/**
 * Companies, their users (one of each role, restricted managers and farmers assigned to a few farms) and farms, with
 * ids given here from `base` up, so the rows can be written in bulk and refer to each other without reading back.
 */
export function planTenants(tier: ScaleTier, base: IdBase, seed = 14): TenantPlan {
  const rand = randomFrom(seed);
  const companies: CompanyPlan[] = [];
  const users: UserPlan[] = [];
  const farms: FarmPlan[] = [];
  let userId = base.users;
  const admin: UserPlan = {
    id: ++userId,
    externalId: randomUUID(),
    email: `admin-${base.companies + 1}@scale.example`,
    fullName: 'Scale Admin',
    roles: ['ROLE_ADMIN'],
    farmIds: [],
  };
  users.push(admin);
  for (let c = 0; c < tier.companies; c++) {
    const id = base.companies + c + 1;
    const home = farmRegions[c % farmRegions.length]!;
    const regions = [home, farmRegions[(c * 7 + 3) % farmRegions.length]!, farmRegions[(c * 11 + 5) % farmRegions.length]!];
    const company: CompanyPlan = {
      id,
      externalId: randomUUID(),
      name: `${pick(rand, BRAND)} ${pick(rand, KIND)} ${id}`,
      city: pick(rand, home.places),
      region: home,
      users: [],
      farms: [],
      auditors: [],
    };
    for (let f = 0; f < tier.farmsPerCompany; f++) {
      const region = f < tier.farmsPerCompany * 0.6 ? home : pick(rand, regions);
      company.farms.push(farmOf(rand, base.farms + c * tier.farmsPerCompany + f + 1, id, region, f));
    }
    let nextFarm = 0;
    for (const [key, roles, count] of ROLE_SET) {
      for (let k = 1; k <= count; k++) {
        const user: UserPlan = {
          id: ++userId,
          externalId: randomUUID(),
          email: `c${id}-${key}${count > 1 ? k : ''}@scale.example`,
          fullName: personName(rand),
          roles,
          farmIds: [],
        };
        const assigned = key === 'manager' ? MANAGER_FARMS : key === 'farmer' ? FARMER_FARMS : 0;
        for (let a = 0; a < assigned; a++) {
          const farm = company.farms[nextFarm++ % company.farms.length]!;
          user.farmIds.push(farm.id);
          farm.memberIds.push(user.id);
        }
        if (key === 'auditor') company.auditors.push(user);
        company.users.push(user);
        users.push(user);
      }
    }
    companies.push(company);
    farms.push(...company.farms);
  }
  return { companies, admin, users, farms };
}
