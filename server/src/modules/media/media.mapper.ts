import type { MediaCategory } from '@aquarisk/contract/constants';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import type { MediaRow } from './media.repository.ts';

/** The API shape; `downloadUri` is a link bound to the user it is made for (media-url-signer.ts). */
export function toMediaItem(ctx: AppContext, user: AuthUser, row: MediaRow): MediaItem {
  return {
    externalId: row.externalId,
    surveyExtId: row.surveyExtId,
    category: row.category as MediaCategory,
    name: row.name,
    contentType: row.contentType,
    size: Number(row.size),
    createdAt: row.createdAt,
    createdByName: row.createdByName,
    downloadUri: ctx.mediaUrls.url(row.externalId, user.externalId),
  };
}
