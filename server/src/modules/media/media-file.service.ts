import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
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
 * The file behind a signed URL: the token is the authority (no bearer token, so a `<video>` element can load it).
 * A forged, expired or malformed token, a deleted row or a missing object all answer 404 alike.
 */
export async function openMediaFile(ctx: AppContext, token: string, rangeHeader: string | undefined): Promise<MediaFile> {
  const mediaExtId = ctx.mediaUrls.verify(token);
  if (!mediaExtId) throw notFound();
  const row = await repo.findMediaByExtId(ctx.database.db, mediaExtId);
  if (!row) throw notFound();
  const size = Number(row.size);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  const object = await ctx.storage.get(row.storageKey, range);
  if (!object) throw notFound();
  return { kind: 'file', name: row.name, contentType: row.contentType, size, range, body: object.body };
}
