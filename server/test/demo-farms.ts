import { demoFarms } from '../src/seed/demo-data.ts';
import { demoAudits } from '../src/seed/demo-audits.ts';

const inCompany = (name: string, company: number) => demoFarms.some((f) => f.name === name && f.company === company);

/** What docs/requirements.md#decisions-roles says a non-company-wide member sees: assigned farms and the farms of assigned audits, by name. */
export function visibleDemoFarms(email: string, company = 0): string[] {
  const assigned = demoFarms.filter((f) => f.company === company && f.assignees.includes(email)).map((f) => f.name);
  const viaAudits = demoAudits.filter((a) => a.assignees.includes(email) && inCompany(a.farm, company)).map((a) => a.farm);
  return [...new Set([...assigned, ...viaAudits])].sort();
}

/** Number of seeded audits on a demo farm. */
export const demoAuditCount = (farm: string) => demoAudits.filter((a) => a.farm === farm).length;

/** Farm names of the seeded audits of a company, one per audit, sorted. */
export const demoAuditFarms = (company: number) =>
  demoAudits
    .filter((a) => inCompany(a.farm, company))
    .map((a) => a.farm)
    .sort();
