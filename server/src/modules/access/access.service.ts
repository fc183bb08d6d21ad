import { ADMIN_ROLE, can, canEditMember, type Capability } from '@aquarisk/contract/capabilities';
import { serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireCapability } from '../../lib/endpoint-access.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import * as scope from './access-scope.repository.ts';

/** Sees every company (the admin of docs/security.md). */
export const isAdmin = (user: AuthUser) => can(user.authorities, 'seeAllCompanies');

/**
 * The role check of a whole endpoint is its declaration's `access`, enforced by route() (issue 38 item 1); the one
 * function is shared with the checks that depend on the data (companyAccessWith, requireMayAssignFarms).
 */
export { requireCapability };

/** 403 unless the caller may change who is assigned to a farm (assignFarms): asked only when a change does that. */
export function requireMayAssignFarms(user: AuthUser): void {
  requireCapability(user, 'assignFarms');
}

export interface CompanyAccess {
  company: { id: number; externalId: string; name: string };
  /** Admin, or a member with ROLE_COMPANY: sees everything of the company. */
  companyWide: boolean;
}

/** The company if the caller may see it (admin, or member); otherwise 404 so its existence does not leak. */
export async function companyAccess(db: Executor, user: AuthUser, companyExtId: string): Promise<CompanyAccess> {
  const found = await scope.companyWithMembership(db, companyExtId, user.id);
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

/** The company the caller sees and the viewer the farm scopes take: who sees which farms of it. */
export async function farmViewer(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const access = await companyAccess(ctx.database.db, user, companyExtId);
  const viewer: scope.FarmViewer = { userId: user.id, companyId: access.company.id, companyWide: access.companyWide };
  return { access, viewer };
}

/** A farm the caller may see, or 404. */
export async function visibleFarm(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string) {
  const { access, viewer } = await farmViewer(ctx, user, companyExtId);
  const farm = await scope.findVisibleFarm(ctx.database.db, viewer, farmExtId);
  if (!farm) throw notFound();
  return { access, viewer, farm };
}

/**
 * The viewer of the farm of an audit the caller already sees (visibleAudit): seeing the audit, a user who sees whole
 * companies is a member of its company (or an admin) and sees the farm's every audit; anyone else those of their farms
 * and those assigned to them.
 */
export function farmViewerOfAudit(user: AuthUser, survey: { companyId: number }): scope.FarmViewer {
  const companyWide = isAdmin(user) || can(user.authorities, 'seeWholeCompany');
  return { userId: user.id, companyId: survey.companyId, companyWide };
}

/** An audit the caller may see, or 404 so its existence does not leak. */
export async function visibleAudit(ctx: AppContext, user: AuthUser, externalId: string) {
  const row = await scope.findVisibleAudit(ctx.database.db, user, externalId);
  if (!row) throw notFound();
  return row;
}

/** 404 unless the caller sees every one of these audits (one query for any number of them). */
export async function requireVisibleAudits(db: Executor, user: AuthUser, surveyIds: readonly number[]) {
  const visible = await scope.visibleAuditIds(db, user, surveyIds);
  if (surveyIds.some((id) => !visible.has(id))) throw notFound();
}

/**
 * Whose companies limit the list of a user's farm assignments: none for your own or for an admin; for another user the
 * caller's own companies, and only for a company-wide viewer who shares a company with them (404 otherwise).
 */
export async function farmAssignmentsScope(db: Executor, caller: AuthUser, targetUserId: number): Promise<number | undefined> {
  if (caller.id === targetUserId || isAdmin(caller)) return undefined;
  if (!can(caller.authorities, 'seeWholeCompany')) throw notFound();
  if (!(await scope.shareACompany(db, caller.id, targetUserId))) throw notFound();
  return caller.id;
}

/** Whether an account holds the admin role (an admin account is edited only by an admin, and never removed with a company). */
export async function holdsAdminRole(db: Executor, userId: number) {
  return (await scope.rolesOfAccount(db, userId)).includes(ADMIN_ROLE);
}

/**
 * Whether the account belongs to a company the caller is not in: only an admin reaches such an account (its roles,
 * profile and personal data, or a new membership), since it would reach into that company.
 */
export async function beyondCallersCompanies(db: Executor, caller: AuthUser, userId: number): Promise<boolean> {
  if (isAdmin(caller)) return false;
  return (await scope.companiesOutsideOf(db, userId, caller.id)) > 0;
}

/**
 * Whether a company's single sign-on provider may vouch for this account: only for the company's own people, never an
 * administrator, nor someone who also (or only) belongs to another company.
 */
export async function companyVouchesFor(db: Executor, companyId: number, userId: number): Promise<boolean> {
  if (await holdsAdminRole(db, userId)) return false;
  const companies = await scope.companyIdsOf(db, userId);
  return companies.length === 1 && companies[0] === companyId;
}

/** 403 unless the caller may edit this member's account: the contract's canEditMember (an admin's only by an admin). */
export async function requireMayEditMember(db: Executor, caller: AuthUser, memberId: number) {
  if (isAdmin(caller)) return;
  if (!canEditMember(caller.authorities, await scope.rolesOfAccount(db, memberId))) {
    throw new AppError('ROLE_REQUIRED', serverMessages.adminRoleOnlyByAdmin);
  }
}
