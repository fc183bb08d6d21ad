import { diffFields } from '@aquarisk/contract/activity';
import { canChangeRole, DEFAULT_MEMBER_ROLE } from '@aquarisk/contract/capabilities';
import { isRole } from '@aquarisk/contract/roles';
import { refusalMessages, serverMessages } from '@aquarisk/contract/messages';
import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import {
  beyondCallersCompanies,
  companyAccess,
  companyAccessWith,
  holdsAdminRole,
  isAdmin,
  requireMayEditMember,
  type CompanyAccess,
} from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import { newSetPasswordLink } from '../auth/index.ts';
import { createMember } from './member.service.ts';
import * as members from './membership.repository.ts';
import { toUser } from './user.mapper.ts';
import * as users from './user.repository.ts';
import { assignedFarmCount, assignedFarmNames, companyFarmsByExternalIds, replaceUserFarms } from './member-farms.repository.ts';

const DEFAULT_ROLES = [DEFAULT_MEMBER_ROLE];

/**
 * Roles a caller may give: only the known ones (an invented ROLE_SUPERUSER is refused, whoever asks); a role outside
 * them that the user already holds (docs/requirements.md#core-3: others may exist) may be kept, so such users stay editable.
 */
function assertGrantable(caller: AuthUser, before: readonly string[], after: readonly string[]) {
  if (after.some((role) => !before.includes(role) && !isRole(role)))
    throw new AppError('VALIDATION', refusalMessages.invalidRole, { roles: refusalMessages.invalidRole });
  const changed = [...before.filter((r) => !after.includes(r)), ...after.filter((r) => !before.includes(r))];
  for (const role of changed)
    if (!canChangeRole(caller.authorities, role)) throw new AppError('ROLE_REQUIRED', serverMessages.adminRoleOnlyByAdmin);
}
const WELCOME_LINK_TTL_MS = 60 * 60 * 1000;

type Member = NonNullable<Awaited<ReturnType<typeof members.memberByExternalId>>>;

/**
 * Whether a non-admin caller may change this account. Changing an admin's e-mail would let a company user take over an
 * admin account; roles and profile are global to the account, so changing those of a user who also belongs to a
 * company the caller is not in would reach into that company.
 */
async function assertMayChangeAccount(db: Executor, caller: AuthUser, userId: number, scope: 'membership' | 'account') {
  if (isAdmin(caller)) return;
  await requireMayEditMember(db, caller, userId);
  if (scope === 'account' && (await beyondCallersCompanies(db, caller, userId))) {
    throw new AppError('ROLE_REQUIRED', serverMessages.sharedAccountAdminOnly);
  }
}

/** A member of the company; 'membership' changes touch only this company, 'account' changes the account itself. */
async function targetMember(
  db: Executor,
  access: CompanyAccess,
  caller: AuthUser,
  userExtId: string,
  change?: 'membership' | 'account',
): Promise<Member> {
  const member = await members.memberByExternalId(db, access.company.id, userExtId);
  if (!member) throw notFound();
  if (change) await assertMayChangeAccount(db, caller, member.id, change);
  return member;
}

function logUser(
  db: Executor,
  caller: AuthUser,
  access: CompanyAccess,
  method: 'ADD' | 'UPDATE' | 'DELETE' | 'ADD_USER' | 'UPDATE_USER' | 'DELETE_USER',
  target: { email: string; externalId: string },
  changes: Record<string, [unknown, unknown]>,
) {
  return recordActivity(db, {
    actor: actorOf(caller),
    method,
    target: method === 'ADD_USER' || method === 'DELETE_USER' ? 'COMPANY_USER' : 'USER',
    targetName: target.email,
    targetExtId: target.externalId,
    company: access.company,
    changes,
  });
}

export async function listCompanyUsers(ctx: AppContext, caller: AuthUser, companyExtId: string): Promise<CompanyUser[]> {
  const db = ctx.database.db;
  const access = await companyAccessWith(db, caller, companyExtId, 'listCompanyUsers');
  const rows = await members.listMembers(db, access.company.id);
  const roles = await users.rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ user: toUser(r), roles: roles.get(r.id) ?? [], farmCount: Number(r.farmCount ?? 0) }));
}

/** The directory search (names and e-mails of every member): for those who list company users, like the list. */
export async function searchCompanyUsers(ctx: AppContext, caller: AuthUser, companyExtId: string, text: string) {
  const db = ctx.database.db;
  const access = await companyAccessWith(db, caller, companyExtId, 'listCompanyUsers');
  const rows = await members.searchMembers(db, access.company.id, text);
  return rows.map((r) => ({
    externalId: r.externalId,
    name: r.fullName ? `${r.fullName} (${r.email})` : r.email,
    fullName: r.fullName,
    email: r.email,
  }));
}

export async function getCompanyUser(ctx: AppContext, caller: AuthUser, companyExtId: string, userExtId: string): Promise<CompanyUser> {
  const db = ctx.database.db;
  const access = await companyAccess(db, caller, companyExtId);
  if (caller.externalId !== userExtId) await companyAccessWith(db, caller, companyExtId, 'listCompanyUsers');
  const member = await targetMember(db, access, caller, userExtId);
  const farmCount = await assignedFarmCount(db, member.id, access.company.id);
  return { user: toUser(member), roles: await users.rolesOf(db, member.id), farmCount };
}

export async function createCompanyUser(
  ctx: AppContext,
  caller: AuthUser,
  companyExtId: string,
  input: { fullName: string; email: string; phone: string | null; roles?: string[] | undefined },
): Promise<CompanyUser> {
  const db = ctx.database.db;
  const access = await companyAccessWith(db, caller, companyExtId, 'manageUsers');
  const roles = input.roles ?? DEFAULT_ROLES;
  assertGrantable(caller, [], roles);
  const outboxIds: number[] = [];
  const result = await db.transaction().execute(async (tx) => {
    const existing = await users.findUserByEmail(tx, input.email);
    if (existing) {
      // The person already has an account (another company): they join this one too.
      if (await members.isMember(tx, access.company.id, existing.id))
        throw new AppError('ALREADY_EXISTS', serverMessages.emailTaken, { email: serverMessages.emailTaken });
      // Only an admin brings in an account that belongs to a company the caller is not in.
      if (await beyondCallersCompanies(tx, caller, existing.id)) {
        throw new AppError('ALREADY_EXISTS', serverMessages.accountInOtherCompany, { email: serverMessages.accountInOtherCompany });
      }
      await members.addMember(tx, access.company.id, existing.id);
      await logUser(tx, caller, access, 'ADD_USER', existing, { company: [null, access.company.name] });
      return { user: toUser(existing), roles: await users.rolesOf(tx, existing.id), farmCount: 0 };
    }
    const externalId = newExternalId();
    const person = { externalId, email: input.email, fullName: input.fullName, phone: input.phone, roles };
    const id = await createMember(tx, [access.company.id], person);
    const guid = await newSetPasswordLink(tx, id, WELCOME_LINK_TTL_MS);
    outboxIds.push(
      await ctx.mailer.queue(tx, {
        to: input.email,
        subject: 'Your Aquarisk account',
        body: [
          `Hello ${input.fullName},`,
          '',
          `${caller.fullName ?? caller.email} added you to ${access.company.name} on Aquarisk. Choose your password within one hour here:`,
          `${ctx.config.publicUrl}/reset/${guid}`,
          '',
          `After that hour, use "Forgot your password?" on ${ctx.config.publicUrl}/login to get a new link.`,
        ].join('\n'),
      }),
    );
    const user = { externalId, email: input.email, username: input.email, fullName: input.fullName, phone: input.phone };
    await logUser(tx, caller, access, 'ADD', user, {
      ...diffFields(null, { fullName: input.fullName, email: input.email, phone: input.phone }),
      roles: [null, roles],
    });
    return { user: toUser(user), roles: [...roles].sort(), farmCount: 0 };
  });
  await ctx.mailer.deliver(outboxIds);
  return result;
}

export async function updateCompanyUser(
  ctx: AppContext,
  caller: AuthUser,
  companyExtId: string,
  userExtId: string,
  input: { fullName: string; email: string; phone: string | null },
) {
  const db = ctx.database.db;
  const access = await companyAccessWith(db, caller, companyExtId, 'manageUsers');
  const member = await targetMember(db, access, caller, userExtId, 'account');
  return db.transaction().execute(async (tx) => {
    if (input.email !== member.email) {
      const taken = await users.findUserByEmail(tx, input.email);
      if (taken) throw new AppError('ALREADY_EXISTS', serverMessages.emailTaken, { email: serverMessages.emailTaken });
    }
    await users.updateUser(tx, member.id, input);
    const before = { fullName: member.fullName, email: member.email, phone: member.phone };
    await logUser(tx, caller, access, 'UPDATE', { email: input.email, externalId: member.externalId }, diffFields(before, input));
    return { user: toUser({ ...member, ...input, username: input.email }), roles: await users.rolesOf(tx, member.id) };
  });
}

export async function deleteCompanyUser(ctx: AppContext, caller: AuthUser, companyExtId: string, userExtId: string) {
  const db = ctx.database.db;
  const access = await companyAccessWith(db, caller, companyExtId, 'manageUsers');
  if (caller.externalId === userExtId) throw new AppError('OWN_ACCOUNT', refusalMessages.deleteOwnAccount);
  // Removing a member touches only this company: a user shared with another company keeps that membership.
  const member = await targetMember(db, access, caller, userExtId, 'membership');
  await db.transaction().execute(async (tx) => {
    await members.removeMember(tx, access.company.id, member.id);
    const remaining = await members.membershipCount(tx, member.id);
    const admin = await holdsAdminRole(tx, member.id);
    // An account left with no company and no admin role could only sign in to an empty product: remove it.
    if (remaining === 0 && !admin) await users.deleteUser(tx, member.id);
    await logUser(tx, caller, access, 'DELETE_USER', member, {
      company: [access.company.name, null],
      accountRemoved: [false, remaining === 0 && !admin],
    });
  });
}

export async function assignFarms(ctx: AppContext, caller: AuthUser, companyExtId: string, userExtId: string, farmExtIds: string[]) {
  const db = ctx.database.db;
  const access = await companyAccessWith(db, caller, companyExtId, 'assignFarms');
  const member = await targetMember(db, access, caller, userExtId);
  const unique = [...new Set(farmExtIds)];
  return db.transaction().execute(async (tx) => {
    const farms = await companyFarmsByExternalIds(tx, access.company.id, unique);
    if (farms.length !== unique.length)
      throw new AppError('VALIDATION', serverMessages.unknownFarm, { farmExtIds: serverMessages.unknownFarm });
    const before = await assignedFarmNames(tx, member.id, access.company.id);
    await replaceUserFarms(
      tx,
      member.id,
      access.company.id,
      farms.map((f) => f.id),
    );
    await logUser(
      tx,
      caller,
      access,
      'UPDATE_USER',
      member,
      diffFields({ farms: before.sort() }, { farms: farms.map((f) => f.name).sort() }),
    );
    return { farmExtIds: unique };
  });
}

export async function setRoles(ctx: AppContext, caller: AuthUser, companyExtId: string, userExtId: string, roles: string[]) {
  const db = ctx.database.db;
  const access = await companyAccessWith(db, caller, companyExtId, 'setRoles');
  const member = await targetMember(db, access, caller, userExtId, 'account');
  const next = [...new Set(roles)].sort();
  return db.transaction().execute(async (tx) => {
    const before = await users.rolesOf(tx, member.id);
    assertGrantable(caller, before, next);
    await users.replaceRoles(tx, member.id, next);
    await logUser(tx, caller, access, 'UPDATE_USER', member, diffFields({ roles: before }, { roles: next }));
    return next;
  });
}
