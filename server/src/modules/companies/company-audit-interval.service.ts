import type { CompanyAuditInterval } from '@aquarisk/contract/schemas/audit-age.schema';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyAccess, companyAccessWith } from '../access/index.ts';
import { recordCompanyUpdate } from '../activity-log/index.ts';
import * as repo from './company.repository.ts';

/** GET: any member of the company reads its audit interval (issue 39 item 5). */
export async function companyAuditInterval(ctx: AppContext, user: AuthUser, companyExtId: string): Promise<CompanyAuditInterval> {
  const { company } = await companyAccess(ctx.database.db, user, companyExtId);
  return { months: (await repo.findCompanyById(ctx.database.db, company.id)).auditIntervalMonths };
}

/** PUT: company admins (editCompany); the body's months are checked by the contract's schema (1 to 60, else 400). */
export async function setCompanyAuditInterval(ctx: AppContext, user: AuthUser, companyExtId: string, input: CompanyAuditInterval) {
  const db = ctx.database.db;
  const { company } = await companyAccessWith(db, user, companyExtId, 'editCompany');
  return db.transaction().execute(async (tx) => {
    const before = (await repo.findCompanyById(tx, company.id)).auditIntervalMonths;
    await repo.setAuditInterval(tx, company.id, input.months);
    await recordCompanyUpdate(tx, user, company, { auditIntervalMonths: [before, input.months] });
    return { months: input.months };
  });
}
