import { serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { farmAssignmentsScope, visibleFarm } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import { findUserByExternalId, memberByEmail, memberByExternalId, toPerson, toUser } from '../users/index.ts';
import * as repo from './farm.repository.ts';
import { toFarm } from './farm.mapper.ts';

/** The farm's people, for everyone who sees the farm; contact details as toPerson allows. */
export async function listFarmUsers(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string) {
  const { farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  return (await repo.farmUsers(ctx.database.db, farm.id)).map((row) => toPerson(user, row));
}

export async function addFarmUser(
  ctx: AppContext,
  user: AuthUser,
  companyExtId: string,
  farmExtId: string,
  who: { username?: string | undefined; email?: string | undefined },
) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  const email = (who.email || who.username)!;
  const db = ctx.database.db;
  const member = await memberByEmail(db, access.company.id, email);
  if (!member) throw new AppError('VALIDATION', serverMessages.notACompanyUser, { email: serverMessages.notACompanyUser });
  return db.transaction().execute(async (tx) => {
    if (await repo.isFarmUser(tx, farm.id, member.id)) throw new AppError('ALREADY_EXISTS', serverMessages.alreadyAssigned);
    await repo.addFarmUser(tx, farm.id, member.id);
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'ADD_USER',
      target: 'FARM',
      targetName: farm.name,
      targetExtId: farm.externalId,
      company: access.company,
      changes: { user: [null, member.email] },
    });
    return toUser(member);
  });
}

export async function removeFarmUser(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string, userExtId: string) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  const db = ctx.database.db;
  const member = await memberByExternalId(db, access.company.id, userExtId);
  if (!member) throw notFound();
  await db.transaction().execute(async (tx) => {
    if (!(await repo.removeFarmUser(tx, farm.id, member.id))) throw notFound();
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'DELETE_USER',
      target: 'FARM',
      targetName: farm.name,
      targetExtId: farm.externalId,
      company: access.company,
      changes: { user: [member.email, null] },
    });
  });
  return toUser(member);
}

/**
 * Farms assigned to a user. Your own assignments are always yours to see; another user's are listed only within the
 * companies where the caller sees everything (admin, or ROLE_COMPANY member), and only if the user belongs there.
 */
export async function userFarms(ctx: AppContext, caller: AuthUser, userExtId: string) {
  const db = ctx.database.db;
  const target = await findUserByExternalId(db, userExtId);
  if (!target) throw notFound();
  const rows = await repo.assignedFarms(db, target.id, await farmAssignmentsScope(db, caller, target.id));
  return rows.map((r) => toFarm(r, r.companyExtId));
}
