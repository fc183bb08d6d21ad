// What other modules read of an audit's media (categories, stored files before a delete) and the seed's media rows.
import type { Executor } from '../../db/database.ts';
import * as repo from './media.repository.ts';

export function insertMedia(db: Executor, values: Parameters<typeof repo.insertMedia>[1]) {
  return repo.insertMedia(db, values);
}

export function mediaCategoriesOf(db: Executor, surveyId: number) {
  return repo.mediaCategoriesOf(db, surveyId);
}

/** The stored files of every audit of a farm or a company, read before a delete cascades their rows away. */
export function storageKeysUnder(db: Executor, scope: { farmId: number } | { companyId: number }) {
  return repo.storageKeysUnder(db, scope);
}
