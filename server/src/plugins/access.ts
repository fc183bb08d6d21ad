import { can, type Capability } from '@aquarisk/contract/capabilities';
import { serverMessages } from '@aquarisk/contract/messages';
import type { Executor } from '../db/database.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import type { AuthUser } from '../lib/request-user.ts';
import { companyWithMembership } from '../modules/access/access-scope.repository.ts';

/** Sees every company (the admin of docs/requirements.md#decisions-roles). */
export const isAdmin = (user: AuthUser) => can(user.authorities, 'seeAllCompanies');

export function requireCapability(user: AuthUser, capability: Capability): void {
  if (!can(user.authorities, capability)) throw new AppError('FORBIDDEN', serverMessages.forbidden);
}

export interface CompanyAccess {
  company: { id: number; externalId: string; name: string };
  /** Admin, or a member with ROLE_COMPANY: sees everything of the company. */
  companyWide: boolean;
}

/** The company if the caller may see it (admin, or member); otherwise 404 so its existence does not leak. */
export async function companyAccess(db: Executor, user: AuthUser, companyExtId: string): Promise<CompanyAccess> {
  const found = await companyWithMembership(db, companyExtId, user.id);
  if (!found) throw notFound();
  if (isAdmin(user)) return { company: found.company, companyWide: true };
  if (!found.member) throw notFound();
  return { company: found.company, companyWide: can(user.authorities, 'seeWholeCompany') };
}

/** Company access plus a capability: a visible company with a missing capability answers 403. */
export async function companyAccessWith(db: Executor, user: AuthUser, companyExtId: string, capability: Capability) {
  const access = await companyAccess(db, user, companyExtId);
  requireCapability(user, capability);
  return access;
}
