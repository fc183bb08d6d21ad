/**
 * Who the demo is: its password, one user per role and the names of its two companies (docs/requirements.md
 * "Demo data"). No imports, so the test fixtures (server/test/demo-users.ts, used by the e2e journeys too) read the
 * same accounts the seed writes without loading the server.
 */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoUser {
  email: string;
  fullName: string;
  phone: string | null;
  roles: string[];
  companies: number[];
}

/** One user per role (docs/requirements.md "Demo data"); companies are indexes into demoCompanyNames. */
export const demoUsers: DemoUser[] = [
  { email: 'admin@example.com', fullName: 'Ada Admin', phone: '+47 555 0100', roles: ['ROLE_ADMIN'], companies: [0] },
  { email: 'company@example.com', fullName: 'Colin Company', phone: '+47 555 0101', roles: ['ROLE_COMPANY'], companies: [0] },
  { email: 'auditor@example.com', fullName: 'Astrid Auditor', phone: '+47 555 0102', roles: ['ROLE_SURVEYOR'], companies: [0] },
  { email: 'manager@example.com', fullName: 'Magnus Manager', phone: '+47 555 0103', roles: ['ROLE_MANAGER'], companies: [0] },
  { email: 'farmer@example.com', fullName: 'Fiona Farmer', phone: null, roles: ['ROLE_FARMER'], companies: [0] },
  { email: 'viewer@example.com', fullName: 'Victor Viewer', phone: null, roles: ['ROLE_USER', 'ROLE_UNDERWRITER'], companies: [0] },
  { email: 'other@example.com', fullName: 'Olivia Other', phone: '+1 360 555 0199', roles: ['ROLE_COMPANY'], companies: [1] },
];

/** demoUsers' companies are indexes into this list (and into demoCompanies of demo-data.ts). */
export const demoCompanyNames = ['Aurora Aquaculture', 'Pacific Shellfish Co'] as const;
