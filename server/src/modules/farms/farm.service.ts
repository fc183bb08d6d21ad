import { diffFields } from '@aquarisk/contract/activity';
import { serverMessages } from '@aquarisk/contract/messages';
import type { FarmValues } from '@aquarisk/contract/schemas/farm-input.schema';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { farmViewer, requireMayAssignFarms, visibleFarm, type CompanyAccess } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import { isMember, membersByExternalIds } from '../users/index.ts';
import * as repo from './farm.repository.ts';
import { removeStoredFiles, storageKeysUnder } from '../media/index.ts';
import { farmFields, toFarm } from './farm.mapper.ts';

export async function listFarms(ctx: AppContext, user: AuthUser, companyExtId: string, details: boolean) {
  const { access, viewer } = await farmViewer(ctx, user, companyExtId);
  const rows = await repo.listVisibleFarms(ctx.database.db, viewer);
  const counts = details ? await repo.companyFarmCounts(ctx.database.db, access.company.id) : undefined;
  return rows.map((r) => toFarm(r, access.company.externalId, counts ? (counts.get(r.id) ?? { userCount: 0, surveyCount: 0 }) : undefined));
}

export async function searchFarms(ctx: AppContext, user: AuthUser, companyExtId: string, name: string) {
  const { access, viewer } = await farmViewer(ctx, user, companyExtId);
  const rows = await repo.searchVisibleFarms(ctx.database.db, viewer, name);
  return rows.map((r) => toFarm(r, access.company.externalId));
}

export async function getFarm(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  const counts = await repo.farmCounts(ctx.database.db, [farm.id]);
  return toFarm(farm, access.company.externalId, counts.get(farm.id));
}

async function resolveAssignees(db: Executor, companyId: number, userExtIds: string[]) {
  const unique = [...new Set(userExtIds)];
  const members = await membersByExternalIds(db, companyId, unique);
  if (members.length !== unique.length)
    throw new AppError('VALIDATION', serverMessages.unknownUser, { userExtIds: serverMessages.unknownUser });
  return members;
}

/** Editing a farm (ADMIN, COMPANY, SURVEYOR) sends its assignees too; changing them needs the assign capability. */
function requireAssignIfChanged(user: AuthUser, before: number[], after: { id: number }[]) {
  const next = new Set(after.map((a) => a.id));
  if (next.size !== before.length || before.some((id) => !next.has(id))) requireMayAssignFarms(user);
}

async function assigneeEmails(db: Executor, farmId: number) {
  return (await repo.farmUsers(db, farmId)).map((u) => u.email).sort();
}

function logFarm(
  db: Executor,
  user: AuthUser,
  access: CompanyAccess,
  method: 'ADD' | 'UPDATE' | 'DELETE',
  farm: { name: string; externalId: string },
  changes: Record<string, [unknown, unknown]>,
) {
  return recordActivity(db, {
    actor: actorOf(user),
    method,
    target: 'FARM',
    targetName: farm.name,
    targetExtId: farm.externalId,
    company: access.company,
    changes,
  });
}

export async function createFarm(ctx: AppContext, user: AuthUser, companyExtId: string, input: FarmValues) {
  const { access } = await farmViewer(ctx, user, companyExtId);
  const { userExtIds, ...fields } = input;
  return ctx.database.db.transaction().execute(async (tx) => {
    // A new farm is assigned to its creator unless the form says otherwise (docs/requirements.md#core-2, Farm form); an admin who is
    // not a member of the company is not, since only members can be assigned.
    const creator = await isMember(tx, access.company.id, user.id);
    const assignees = userExtIds
      ? await resolveAssignees(tx, access.company.id, userExtIds)
      : creator
        ? [{ id: user.id, email: user.email }]
        : [];
    requireAssignIfChanged(user, creator ? [user.id] : [], assignees);
    const row = await repo.insertFarm(tx, access.company.id, newExternalId(), fields);
    await repo.replaceFarmUsers(
      tx,
      row.id,
      assignees.map((a) => a.id),
    );
    await logFarm(tx, user, access, 'ADD', row, {
      ...diffFields(null, farmFields(row)),
      users: [null, assignees.map((a) => a.email).sort()],
    });
    return toFarm(row, access.company.externalId, { userCount: assignees.length, surveyCount: 0 });
  });
}

export async function updateFarm(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string, input: FarmValues) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  const { userExtIds, ...fields } = input;
  return ctx.database.db.transaction().execute(async (tx) => {
    const usersBefore = await assigneeEmails(tx, farm.id);
    const row = await repo.updateFarm(tx, farm.id, fields);
    const changes = diffFields(farmFields(farm), farmFields(row));
    if (userExtIds) {
      const assignees = await resolveAssignees(tx, access.company.id, userExtIds);
      requireAssignIfChanged(
        user,
        (await repo.farmUsers(tx, farm.id)).map((u) => u.id),
        assignees,
      );
      await repo.replaceFarmUsers(
        tx,
        farm.id,
        assignees.map((a) => a.id),
      );
      Object.assign(changes, diffFields({ users: usersBefore }, { users: assignees.map((a) => a.email).sort() }));
    }
    await logFarm(tx, user, access, 'UPDATE', row, changes);
    const counts = await repo.farmCounts(tx, [row.id]);
    return toFarm(row, access.company.externalId, counts.get(row.id));
  });
}

export async function deleteFarm(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  const files = await ctx.database.db.transaction().execute(async (tx) => {
    const counts = (await repo.farmCounts(tx, [farm.id])).get(farm.id)!;
    const keys = await storageKeysUnder(tx, { farmId: farm.id });
    await repo.deleteFarm(tx, farm.id);
    await logFarm(tx, user, access, 'DELETE', farm, { ...diffFields(farmFields(farm), null), audits: [counts.surveyCount, 0] });
    return keys;
  });
  await removeStoredFiles(ctx, files);
}

export async function farmLocations(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  const rows = await repo.visibleLocations(ctx.database.db, viewer);
  const byCountry = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = byCountry.get(r.country!) ?? new Set<string>();
    if (r.stateProvince) set.add(r.stateProvince);
    byCountry.set(r.country!, set);
  }
  return [...byCountry].map(([country, provinces]) => ({ country, stateProvinces: [...provinces].sort() }));
}
