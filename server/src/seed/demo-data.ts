import type { FarmFields } from '../modules/farms/farm.repository.ts';
import type { CompanyValues } from '../modules/companies/company.repository.ts';

export const DEMO_PASSWORD = 'demo-password';

export interface DemoUser {
  email: string;
  fullName: string;
  phone: string | null;
  roles: string[];
  companies: number[];
}

/** One user per role (DECISIONS.md "Demo data"); companies are indexes into demoCompanies. */
export const demoUsers: DemoUser[] = [
  { email: 'admin@example.com', fullName: 'Ada Admin', phone: '+47 555 0100', roles: ['ROLE_ADMIN'], companies: [0] },
  { email: 'company@example.com', fullName: 'Colin Company', phone: '+47 555 0101', roles: ['ROLE_COMPANY'], companies: [0] },
  { email: 'auditor@example.com', fullName: 'Astrid Auditor', phone: '+47 555 0102', roles: ['ROLE_SURVEYOR'], companies: [0] },
  { email: 'manager@example.com', fullName: 'Magnus Manager', phone: '+47 555 0103', roles: ['ROLE_MANAGER'], companies: [0] },
  { email: 'farmer@example.com', fullName: 'Fiona Farmer', phone: null, roles: ['ROLE_FARMER'], companies: [0] },
  { email: 'viewer@example.com', fullName: 'Victor Viewer', phone: null, roles: ['ROLE_USER', 'ROLE_UNDERWRITER'], companies: [0] },
  { email: 'other@example.com', fullName: 'Olivia Other', phone: '+1 360 555 0199', roles: ['ROLE_COMPANY'], companies: [1] },
];

export const demoCompanies: CompanyValues[] = [
  {
    name: 'Aurora Aquaculture',
    address1: 'Strandkaien 12',
    address2: null,
    city: 'Bergen',
    province: 'Vestland',
    postCode: '5013',
    phone: '+47 55 00 12 00',
    email: 'office@aurora-aqua.example',
    webAddress: 'https://aurora-aqua.example',
  },
  {
    name: 'Pacific Shellfish Co',
    address1: '400 Bay Avenue',
    address2: 'Suite 2',
    city: 'South Bend',
    province: 'Washington',
    postCode: '98586',
    phone: '+1 360 555 0100',
    email: 'hello@pacific-shellfish.example',
    webAddress: 'https://pacific-shellfish.example',
  },
];

type DemoFarm = Partial<FarmFields> & Pick<FarmFields, 'name' | 'country' | 'latitude' | 'longitude'> & { company: number; assignees: string[] };

const base = (f: DemoFarm): FarmFields & { company: number; assignees: string[] } => ({
  description: null,
  siteId: null,
  siteType: 'Sea cages',
  species: null,
  stateProvince: null,
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
  ...f,
});

export const demoFarms = [
  base({ company: 0, name: 'Hardanger Fjord Site', country: 'Norway', stateProvince: 'Vestland', latitude: 60.0787, longitude: 6.5524, siteId: 'NO-13245', species: 'Atlantic salmon', animalCount: 980000, tonnage: 4200, farmArea: 42, growingArea: 31.5, harvestWeight: 5200, stockingDensity: 18.5, stockingWeight: 120, structureCount: 10, structures: ['10 × 160 m circular HDPE pens', 'Feed barge Hardanger I'], startYear: 2016, duration: 22, surveyDate: '2026-05-14T09:00:00.000Z', currencyCode: 'EUR', actualValue: 21500000, avgValue: 19800000, maxValue: 26000000, description: 'Exposed fjord site with ten circular pens and a 600 t feed barge.', assignees: ['auditor@example.com', 'manager@example.com', 'farmer@example.com', 'viewer@example.com'] }),
  base({ company: 0, name: 'Lofoten North', country: 'Norway', stateProvince: 'Nordland', latitude: 68.2092, longitude: 13.9105, siteId: 'NO-20871', species: 'Atlantic salmon', animalCount: 1250000, tonnage: 5600, farmArea: 55, growingArea: 40, harvestWeight: 5000, stockingDensity: 20, stockingWeight: 150, structureCount: 12, structures: ['12 × 200 m circular pens'], startYear: 2018, duration: 20, currencyCode: 'EUR', actualValue: 28400000, avgValue: 25000000, maxValue: 31000000, assignees: ['manager@example.com'] }),
  base({ company: 0, name: 'Loch Creran', country: 'United Kingdom', stateProvince: 'Argyll and Bute', latitude: 56.5261, longitude: -5.3528, siteId: 'SCO-FS0112', species: 'Atlantic salmon', animalCount: 620000, tonnage: 2500, farmArea: 18, growingArea: 12, harvestWeight: 4800, stockingDensity: 15, stockingWeight: 100, structureCount: 8, structures: ['8 × 120 m pens', 'Mooring grid 4 × 2'], startYear: 2012, duration: 18, currencyCode: 'GBP', actualValue: 11200000, avgValue: 10400000, maxValue: 13500000, assignees: ['auditor@example.com', 'viewer@example.com'] }),
  base({ company: 0, name: 'Chiloé Sur', country: 'Chile', stateProvince: 'Los Lagos', latitude: -42.6283, longitude: -73.7756, siteId: 'CL-10431', species: 'Coho salmon', animalCount: 800000, tonnage: 3100, farmArea: 25, growingArea: 19, harvestWeight: 3200, stockingDensity: 16, stockingWeight: 80, structureCount: 14, startYear: 2015, duration: 14, currencyCode: 'USD', actualValue: 9800000, avgValue: 9000000, maxValue: 12000000, assignees: ['auditor@example.com'] }),
  base({ company: 0, name: 'Clayoquot Sound', country: 'Canada', stateProvince: 'British Columbia', latitude: 49.2167, longitude: -125.9333, siteId: 'BC-1382', species: 'Chinook salmon', animalCount: 450000, tonnage: 1900, farmArea: 14, growingArea: 10, harvestWeight: 4500, stockingDensity: 14, stockingWeight: 90, structureCount: 6, startYear: 2010, duration: 24, currencyCode: 'CAD', actualValue: 7400000, avgValue: 7000000, maxValue: 8800000, assignees: [] }),
  base({ company: 0, name: 'Saronic Gulf Pens', country: 'Greece', stateProvince: 'Attikḯ', latitude: 37.7012, longitude: 23.4808, siteId: 'GR-ATT-07', species: 'Gilthead sea bream', animalCount: 2100000, tonnage: 900, farmArea: 9, growingArea: 6.5, harvestWeight: 400, stockingDensity: 12, stockingWeight: 5, structureCount: 16, startYear: 2008, duration: 16, currencyCode: 'EUR', actualValue: 5200000, avgValue: 4800000, maxValue: 6100000, assignees: [] }),
  base({ company: 0, name: 'Macquarie Harbour', country: 'Australia', stateProvince: 'Tasmania', latitude: -42.3087, longitude: 145.3863, siteId: 'TAS-MH-3', species: 'Atlantic salmon', animalCount: 700000, tonnage: 3300, farmArea: 30, growingArea: 22, harvestWeight: 4700, stockingDensity: 17, stockingWeight: 110, structureCount: 12, startYear: 2014, duration: 18, currencyCode: 'AUD', actualValue: 16300000, avgValue: 15000000, maxValue: 19000000, assignees: [] }),
  base({ company: 0, name: 'Bantry Bay Mussels', country: 'Ireland', stateProvince: 'Cork', latitude: 51.6801, longitude: -9.4526, siteId: 'IE-BB-22', siteType: 'Longlines', species: 'Blue mussel', tonnage: 1200, farmArea: 60, growingArea: 48, structureCount: 40, structures: ['40 × 200 m longlines'], startYear: 2005, duration: 18, currencyCode: 'EUR', actualValue: 1900000, avgValue: 1700000, maxValue: 2300000, assignees: [] }),
  base({ company: 1, name: 'Willapa Bay Oysters', country: 'United States', stateProvince: 'Washington', latitude: 46.6307, longitude: -123.9535, siteId: 'WA-WB-101', siteType: 'Intertidal beds', species: 'Pacific oyster', animalCount: 5000000, tonnage: 650, farmArea: 120, growingArea: 95, startYear: 1998, duration: 30, currencyCode: 'USD', actualValue: 3400000, avgValue: 3100000, maxValue: 4000000, assignees: ['other@example.com'] }),
  base({ company: 1, name: 'Marlborough Sounds Lines', country: 'New Zealand', stateProvince: 'Marlborough', latitude: -41.1, longitude: 174.0, siteId: 'NZ-MS-55', siteType: 'Longlines', species: 'Green mussel', tonnage: 1400, farmArea: 70, growingArea: 52, startYear: 2003, duration: 15, currencyCode: 'AUD', actualValue: 2700000, avgValue: 2500000, maxValue: 3200000, assignees: [] }),
];
