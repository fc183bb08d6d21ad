/**
 * The one home of the demo accounts for every test (server, e2e, bench): the seed's users (server/src/seed/demo-accounts.ts,
 * docs/requirements.md "Demo data"), named by the role they stand for. All sign in with DEMO_PASSWORD.
 */
import { DEMO_PASSWORD, demoCompanyNames, demoUsers } from '../src/seed/demo-accounts.ts';

export { DEMO_PASSWORD };

/** The seeded user of this company (an index into demoCompanies) who holds this role. */
function demoUser(role: string, company = 0): string {
  const user = demoUsers.find((u) => u.roles.includes(role) && u.companies.includes(company));
  if (!user) throw new Error(`the demo seed has no ${role} in company ${company}`);
  return user.email;
}

export const ADMIN = demoUser('ROLE_ADMIN');
export const COMPANY = demoUser('ROLE_COMPANY');
export const AUDITOR = demoUser('ROLE_SURVEYOR');
export const MANAGER = demoUser('ROLE_MANAGER');
export const FARMER = demoUser('ROLE_FARMER');
export const VIEWER = demoUser('ROLE_UNDERWRITER');
/** ROLE_COMPANY of Pacific Shellfish Co, the second company. */
export const OTHER = demoUser('ROLE_COMPANY', 1);

export const [AURORA, PACIFIC] = demoCompanyNames;
