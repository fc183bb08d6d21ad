import type { Insertable, Selectable } from 'kysely';
import type { MediaCategory } from '@aquarisk/contract/constants';
import type { Executor } from '../../db/database.ts';
import type { MediaTable } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { auditVisibleTo } from '../access/index.ts';

export type MediaRow = Selectable<MediaTable> & { surveyExtId: string };

function mediaQuery(db: Executor) {
  return db
    .selectFrom('media')
    .innerJoin('surveys', 'surveys.id', 'media.surveyId')
    .selectAll('media')
    .select('surveys.externalId as surveyExtId');
}

/** Newest first; `latestOnly` keeps the newest of each category. */
export async function listMedia(db: Executor, surveyId: number, category: MediaCategory | undefined, latestOnly: boolean) {
  let q = mediaQuery(db).where('media.surveyId', '=', surveyId);
  if (category) q = q.where('media.category', '=', category);
  if (latestOnly) {
    q = q.where((outer) =>
      outer.not(
        outer.exists(
          outer
            .selectFrom('media as newer')
            .select('newer.id')
            .whereRef('newer.surveyId', '=', 'media.surveyId')
            .whereRef('newer.category', '=', 'media.category')
            .where((eb) =>
              eb.or([
                eb('newer.createdAt', '>', eb.ref('media.createdAt')),
                eb.and([eb('newer.createdAt', '=', eb.ref('media.createdAt')), eb('newer.id', '>', eb.ref('media.id'))]),
              ]),
            ),
        ),
      ),
    );
  }
  return q.orderBy('media.createdAt', 'desc').orderBy('media.id', 'desc').execute();
}

export function findMedia(db: Executor, surveyId: number, externalId: string) {
  return mediaQuery(db).where('media.surveyId', '=', surveyId).where('media.externalId', '=', externalId).executeTakeFirst();
}

/** For the signed file route: the file, if the user the link was issued to still sees its audit. */
export function findVisibleMediaByExtId(db: Executor, user: AuthUser, externalId: string) {
  return mediaQuery(db).where('media.externalId', '=', externalId).where(auditVisibleTo(user)).executeTakeFirst();
}

export async function insertMedia(db: Executor, values: Insertable<MediaTable>) {
  const row = await db.insertInto('media').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteMedia(db: Executor, id: number) {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

export async function mediaCategoriesOf(db: Executor, surveyId: number): Promise<string[]> {
  const rows = await db.selectFrom('media').select('category').distinct().where('surveyId', '=', surveyId).execute();
  return rows.map((r) => r.category);
}

/** The stored files of every audit of a farm or a company, read before a delete cascades their rows away. */
export async function storageKeysUnder(db: Executor, scope: { farmId: number } | { companyId: number }): Promise<string[]> {
  let q = db.selectFrom('media').innerJoin('surveys', 'surveys.id', 'media.surveyId').select('media.storageKey');
  q = 'farmId' in scope ? q.where('surveys.farmId', '=', scope.farmId) : q.where('surveys.companyId', '=', scope.companyId);
  return (await q.execute()).map((r) => r.storageKey);
}
