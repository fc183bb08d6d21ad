import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { signedInUser } from '../users/index.ts';
import { parseRange } from './byte-range.ts';
import * as repo from './media.repository.ts';

export type MediaFile =
  | { kind: 'unsatisfiable'; size: number }
  | {
      kind: 'file';
      name: string;
      contentType: string;
      size: number;
      range: { start: number; end: number } | undefined;
      body: NodeJS.ReadableStream;
    };

/**
 * The file behind a signed URL (no bearer token, so a `<video>` element can load it). The token names the user it was
 * issued to, and that user must still exist and see the file's audit on every use (issue 21): a link saved before
 * access was taken away stops working then. A forged, expired or malformed token, a user gone or without access,
 * a deleted row and a missing object all answer 404 alike.
 */
export async function openMediaFile(ctx: AppContext, token: string, rangeHeader: string | undefined): Promise<MediaFile> {
  const link = ctx.mediaUrls.verify(token);
  if (!link) throw notFound();
  const db = ctx.database.db;
  const user = (await signedInUser(db, link.userExtId))?.user;
  const row = user ? await repo.findVisibleMediaByExtId(db, user, link.mediaExtId) : undefined;
  if (!row) throw notFound();
  const size = Number(row.size);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  const object = await ctx.storage.get(row.storageKey, range);
  if (!object) throw notFound();
  return { kind: 'file', name: row.name, contentType: row.contentType, size, range, body: object.body };
}
