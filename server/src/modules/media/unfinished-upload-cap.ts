import { randomBytes } from 'node:crypto';
import { refusalMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import {
  deleteUnfinishedUpload,
  deleteUnfinishedUploadsBefore,
  insertUnfinishedUpload,
  lockUserForUploads,
  unfinishedUploadsOf,
} from './unfinished-upload.repository.ts';

/**
 * The cap on a user's unfinished resumable uploads (issue 37 item 22): at most UPLOADS_UNFINISHED_PER_USER of them,
 * whose declared lengths add up to at most UPLOADS_UNFINISHED_GB_PER_USER. Kept in the database, so it holds across
 * processes and with either storage driver. An upload holds its place from its creation until it is finished, refused,
 * cancelled or expired (UPLOAD_EXPIRY_HOURS after its creation, as the tus stores expire it).
 */
export function createUnfinishedUploadCap(ctx: AppContext) {
  const { perUser, bytesPerUser } = ctx.config.unfinishedUploads;
  const expiryMs = ctx.config.uploadExpiryHours * 3600 * 1000;
  const expiredBefore = () => new Date(Date.now() - expiryMs).toISOString();
  const db = ctx.database.db;

  return {
    /** a new upload's URL id, counted against the user's cap; 429 when one more is over it */
    async reserve(user: AuthUser, declaredBytes: number): Promise<string> {
      const urlId = randomBytes(16).toString('hex');
      await db.transaction().execute(async (tx) => {
        await lockUserForUploads(tx, user.id);
        const held = await unfinishedUploadsOf(tx, user.id, expiredBefore());
        if (held.count + 1 > perUser || held.bytes + declaredBytes > bytesPerUser)
          throw new AppError('UPLOADS_UNFINISHED_LIMIT', refusalMessages.unfinishedUploadsLimit);
        await insertUnfinishedUpload(tx, urlId, user.id, declaredBytes, nowIso());
      });
      return urlId;
    },
    async release(urlId: string) {
      await deleteUnfinishedUpload(db, urlId).catch((err: unknown) => ctx.log.warn({ err, urlId }, 'unfinished upload row left'));
    },
    async dropExpired() {
      await deleteUnfinishedUploadsBefore(db, expiredBefore());
    },
  };
}
