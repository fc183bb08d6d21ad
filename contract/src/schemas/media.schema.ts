import { z } from 'zod';
import { MEDIA_CATEGORIES } from '../constants.ts';

export const mediaCategorySchema = z.enum(MEDIA_CATEGORIES);

/**
 * One stored file of an audit (docs/requirements.md#results-3 "Media"). `downloadUri` is a signed, time-limited path relative to the API
 * host (e.g. `/api/v1/media/file/<token>`) that a `<video>` or `<img>` element can load without a bearer token; it
 * honours HTTP Range. `size` is in bytes; the client shows it in Mb with two decimals (bytes / 1048576).
 */
export const mediaItemSchema = z.object({
  externalId: z.string(),
  surveyExtId: z.string(),
  category: mediaCategorySchema,
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  downloadUri: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /survey/{id}/media and /survey/{id}/media/category/{category}: newest first; `latestOnly` keeps one per category. */
export const mediaListSchema = z.object({ items: z.array(mediaItemSchema) });
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaParams = z.object({ id: z.uuid({ error: 'Not a valid id' }), category: mediaCategorySchema });

/** Which categories take which content (checked by content on the server, by extension as a hint in the browser). */
export const mediaAccept: Record<z.infer<typeof mediaCategorySchema>, { mime: string[]; extensions: string[] }> = {
  drone: { mime: ['video/mp4'], extensions: ['.mp4'] },
  submarine: { mime: ['video/mp4'], extensions: ['.mp4'] },
  video: { mime: ['video/mp4'], extensions: ['.mp4'] },
  map: { mime: ['image/png', 'image/jpeg'], extensions: ['.png', '.jpg', '.jpeg'] },
};

/** File size in Mb with two decimals (docs/requirements.md#results-5: bytes divided by 1048576). */
export function formatMb(bytes: number): string {
  return `${(bytes / 1048576).toFixed(2)} Mb`;
}
