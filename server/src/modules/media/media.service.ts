import { refusalMessages } from '@aquarisk/contract/messages';
import { pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { sanitizeFileName } from '@aquarisk/contract/file-name';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { readStreamingMultipart } from '../../lib/multipart-stream.ts';
import { uploadGuard } from '../../storage/upload-guard.ts';
import { recordCompanyActivity } from '../activity-log/index.ts';
import { queueWebhookDeliveries, recordWebhookEvent } from '../webhooks/index.ts';
import { acceptedType, SNIFF_BYTES } from './media-content.ts';
import { toMediaItem } from './media.mapper.ts';
import * as repo from './media.repository.ts';

export async function listMedia(
  ctx: AppContext,
  user: AuthUser,
  surveyExtId: string,
  category: MediaCategory | undefined,
  latestOnly: boolean,
) {
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const rows = await repo.listMedia(ctx.database.db, survey.id, category, latestOnly);
  return { items: rows.map((r) => toMediaItem(ctx, user, r)) };
}

/**
 * Streams the file straight to storage (checked by content and size on the way), then writes the row and its
 * activity entry in one transaction. Whatever fails (refusal, limit, client gone, the insert), the stored file goes.
 */
export async function uploadMedia(ctx: AppContext, user: AuthUser, req: FastifyRequest, surveyExtId: string, category: MediaCategory) {
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const maxBytes = ctx.config.maxVideoMb * 1024 * 1024;
  const externalId = newExternalId();
  const storageKey = `media/${survey.externalId}/${externalId}`;
  let stored = false;
  try {
    const { fields, result } = await readStreamingMultipart(req, maxBytes, async (file) => {
      let contentType = '';
      const guard = uploadGuard(maxBytes, SNIFF_BYTES, (head) => (contentType = acceptedType(category, head)));
      const { size } = await ctx.storage.put(
        storageKey,
        pipeline(file.stream, guard, () => undefined),
      );
      stored = true;
      return { size, contentType, fileName: file.fileName };
    });
    if (!result || result.size === 0)
      throw new AppError('VALIDATION', refusalMessages.fileRequired, { file: refusalMessages.fileRequired });
    const name = sanitizeFileName((fields['name'] ?? '').trim() || result.fileName);
    await insertMediaRecord(ctx, user, survey, {
      externalId,
      category,
      name,
      storageKey,
      contentType: result.contentType,
      size: result.size,
    });
  } catch (err) {
    if (stored) await ctx.storage.delete(storageKey).catch((e: unknown) => ctx.log.error({ err: e, storageKey }, 'orphan file'));
    throw err;
  }
  const row = await repo.findMedia(ctx.database.db, survey.id, externalId);
  return toMediaItem(ctx, user, row!);
}

export interface StoredUpload {
  externalId: string;
  category: MediaCategory;
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
}
type VisibleSurvey = Awaited<ReturnType<typeof visibleAudit>>;

/** A stored, checked file becomes a media row and its activity entry, in one transaction (multipart and tus alike). */
async function insertMediaRecord(ctx: AppContext, user: AuthUser, survey: VisibleSurvey, file: StoredUpload) {
  const events = await ctx.database.db.transaction().execute(async (tx) => {
    await repo.insertMedia(tx, {
      externalId: file.externalId,
      surveyId: survey.id,
      category: file.category,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      storageKey: file.storageKey,
      createdAt: nowIso(),
      createdBy: user.id,
      createdByName: user.fullName ?? user.email,
    });
    await recordCompanyActivity(tx, survey.companyId, {
      actor: actorOf(user),
      method: 'UPLOAD',
      target: 'SURVEY',
      targetName: survey.name,
      targetExtId: survey.externalId,
      changes: { media: [null, file.name], category: [null, file.category], size: [null, file.size] },
    });
    return recordWebhookEvent(
      tx,
      survey.companyId,
      'media.uploaded',
      {
        media: { id: file.externalId, name: file.name, category: file.category, contentType: file.contentType, size: file.size },
        audit: { id: survey.externalId, name: survey.name },
      },
      { farmOfAudit: survey.id },
    );
  });
  await queueWebhookDeliveries(ctx, events);
}

/**
 * A file a resumable upload finished storing (resumable-upload.service.ts) becomes the same media item as a multipart
 * upload's; when that fails, the stored file goes.
 */
export async function recordStoredUpload(ctx: AppContext, user: AuthUser, survey: VisibleSurvey, file: StoredUpload) {
  try {
    await insertMediaRecord(ctx, user, survey, file);
  } catch (err) {
    await removeStoredFiles(ctx, [file.storageKey]);
    throw err;
  }
  const row = await repo.findMedia(ctx.database.db, survey.id, file.externalId);
  return toMediaItem(ctx, user, row!);
}

/** The row and its activity entry go in one transaction; the stored file after it (a failure there only logs). */
export async function deleteMedia(ctx: AppContext, user: AuthUser, surveyExtId: string, mediaExtId: string) {
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const row = await repo.findMedia(ctx.database.db, survey.id, mediaExtId);
  if (!row) throw notFound();
  await ctx.database.db.transaction().execute(async (tx) => {
    await repo.deleteMedia(tx, row.id);
    await recordCompanyActivity(tx, survey.companyId, {
      actor: actorOf(user),
      method: 'DELETE',
      target: 'SURVEY',
      targetName: survey.name,
      targetExtId: survey.externalId,
      changes: { media: [row.name, null], category: [row.category, null] },
    });
  });
  await removeStoredFiles(ctx, [row.storageKey]);
}

/** After a farm or company delete has committed: its audits' files go too (a failure only logs an orphan). */
export async function removeStoredFiles(ctx: AppContext, keys: string[]) {
  for (const key of keys) await ctx.storage.delete(key).catch((e: unknown) => ctx.log.error({ err: e, key }, 'orphan file'));
}
