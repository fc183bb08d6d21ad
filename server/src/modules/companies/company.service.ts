import { diffFields } from '@aquarisk/contract/activity';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { companyAccess, companyAccessWith } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import * as repo from './company.repository.ts';
import { removeStoredFiles, storageKeysUnder } from '../media/index.ts';
import { companyValues, toCompany } from './company.mapper.ts';

export async function listCompanies(ctx: AppContext, user: AuthUser, details: boolean) {
  const db = ctx.database.db;
  const rows = await repo.listCompanies(db, user);
  if (!details) return rows.map((r) => toCompany(r));
  const counts = await repo.countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCompany(r, counts.get(r.id)));
}

export async function getCompany(ctx: AppContext, user: AuthUser, externalId: string, details: boolean) {
  const db = ctx.database.db;
  const { company } = await companyAccess(db, user, externalId);
  const row = await repo.findCompanyById(db, company.id);
  if (!details) return toCompany(row);
  const counts = await repo.countsFor(db, [row.id]);
  return toCompany(row, counts.get(row.id));
}

export async function createCompany(ctx: AppContext, user: AuthUser, values: repo.CompanyValues) {
  return ctx.database.db.transaction().execute(async (tx) => {
    const row = await repo.insertCompany(tx, newExternalId(), values);
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'ADD',
      target: 'COMPANY',
      targetName: row.name,
      targetExtId: row.externalId,
      company: { id: row.id, name: row.name },
      changes: diffFields(null, companyValues(row)),
    });
    return toCompany(row, { userCount: 0, farmCount: 0 });
  });
}

export async function updateCompany(ctx: AppContext, user: AuthUser, externalId: string, values: repo.CompanyValues) {
  const { company } = await companyAccessWith(ctx.database.db, user, externalId, 'editCompany');
  return ctx.database.db.transaction().execute(async (tx) => {
    const before = await repo.findCompanyById(tx, company.id);
    const row = await repo.updateCompany(tx, company.id, values);
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'UPDATE',
      target: 'COMPANY',
      targetName: row.name,
      targetExtId: row.externalId,
      company: { id: row.id, name: row.name },
      changes: diffFields(companyValues(before), companyValues(row)),
    });
    return toCompany(row);
  });
}

export async function deleteCompany(ctx: AppContext, user: AuthUser, externalId: string) {
  const { company } = await companyAccessWith(ctx.database.db, user, externalId, 'manageCompanies');
  const files = await ctx.database.db.transaction().execute(async (tx) => {
    const before = await repo.findCompanyById(tx, company.id);
    const counts = (await repo.countsFor(tx, [company.id])).get(company.id)!;
    const keys = await storageKeysUnder(tx, { companyId: company.id });
    const removedUsers = await repo.deleteCompany(tx, company.id);
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'DELETE',
      target: 'COMPANY',
      targetName: before.name,
      targetExtId: before.externalId,
      company: { id: null, name: before.name },
      changes: {
        ...diffFields(companyValues(before), null),
        farms: [counts.farmCount, 0],
        users: [counts.userCount, 0],
        removedUserAccounts: [0, removedUsers],
      },
    });
    return keys;
  });
  await removeStoredFiles(ctx, files);
}

/** A company row as the demo seed makes it (no caller, no log). */
export function insertCompany(db: Executor, externalId: string, values: repo.CompanyValues) {
  return repo.insertCompany(db, externalId, values);
}
