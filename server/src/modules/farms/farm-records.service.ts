// What other modules read of a farm (audits, actions, reports, scoring) and the demo seed's farm records. Callers
// inside a transaction pass it as db.
import type { Executor } from '../../db/database.ts';
import * as repo from './farm.repository.ts';
import type { FarmFields } from './farm.repository.ts';

/** What the risk model reads of an audit's farm (issue 22): species, place and production system. */
export function farmForScoring(db: Executor, farmId: number) {
  return repo.farmForScoring(db, farmId);
}

/** A farm with its company's external id and name, by the farm's row id. */
export function farmWithCompany(db: Executor, id: number) {
  return repo.farmWithCompany(db, id);
}

/** A farm of the company by its external id (no visibility rule: for admins' and company-wide calls). */
export function findCompanyFarm(db: Executor, companyId: number, externalId: string) {
  return repo.findCompanyFarm(db, companyId, externalId);
}

export function insertFarm(db: Executor, companyId: number, externalId: string, fields: FarmFields) {
  return repo.insertFarm(db, companyId, externalId, fields);
}

export function replaceFarmUsers(db: Executor, farmId: number, userIds: number[]) {
  return repo.replaceFarmUsers(db, farmId, userIds);
}
