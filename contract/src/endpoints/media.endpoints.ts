import { z } from 'zod';
import { externalIdSchema, idParams } from '../schemas/common.schema.ts';
import { environmentDataSchema, environmentUploadResultSchema } from '../schemas/environment.schema.ts';
import { mediaItemSchema, mediaListSchema, mediaParams } from '../schemas/media.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['media'];
const signedIn = { base: 'api', auth: 'signedIn' } as const;
/** `?latestOnly`, `?latestOnly=true`: present and not 'false'. */
const listQuery = z.object({ latestOnly: z.string().max(10).optional() });
/** A resumable upload (tus 1.0.0, docs/decisions.md "Resumable uploads"): its id as the server named it. */
const tusParams = mediaParams.extend({ uploadId: z.string().regex(/^[a-f0-9]{32}$/) });

/** An audit's footage, map images and environmental readings (docs/requirements.md#results). */
export const mediaEndpoints = {
  upload: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/media/category/:category',
    summary: 'Upload footage (mp4) or a map image (PNG, JPEG) to an audit, streamed (multipart: name, file)',
    tags,
    params: mediaParams,
    bodyType: 'multipart',
    success: { status: 201, schema: mediaItemSchema },
  }),
  uploadStart: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/media/category/:category/uploads',
    summary: 'Start a resumable upload (tus creation: Upload-Length, Upload-Metadata name); answers its URL in Location',
    tags,
    params: mediaParams,
    bodyType: 'tus',
    success: { status: 201 },
    // 429: the user's unfinished uploads reached their cap (issue 37 item 22)
    moreErrors: [429],
  }),
  uploadOffset: endpoint({
    ...signedIn,
    method: 'HEAD',
    path: '/survey/:id/media/category/:category/uploads/:uploadId',
    summary: 'How many bytes of a resumable upload the server has (tus: Upload-Offset)',
    tags,
    params: tusParams,
    success: { status: 200 },
  }),
  uploadPart: endpoint({
    ...signedIn,
    method: 'PATCH',
    path: '/survey/:id/media/category/:category/uploads/:uploadId',
    summary: 'Send bytes from Upload-Offset on (204); the last part checks the content and answers the media item (200)',
    tags,
    params: tusParams,
    bodyType: 'tus',
    success: { status: 200, also: [204], schema: mediaItemSchema },
  }),
  uploadCancel: endpoint({
    ...signedIn,
    method: 'DELETE',
    path: '/survey/:id/media/category/:category/uploads/:uploadId',
    summary: 'Abandon a resumable upload: its bytes go (tus termination)',
    tags,
    params: tusParams,
    success: { status: 204 },
  }),
  listCategory: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/media/category/:category',
    summary: "An audit's media of one category, newest first",
    tags,
    params: mediaParams,
    query: listQuery,
    success: { status: 200, schema: mediaListSchema },
  }),
  list: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/media',
    summary: "All of an audit's media, newest first (`latestOnly`: one per category)",
    tags,
    params: idParams,
    query: listQuery,
    success: { status: 200, schema: mediaListSchema },
  }),
  delete: endpoint({
    ...signedIn,
    method: 'DELETE',
    path: '/survey/:id/media/:mediaId',
    summary: 'Delete a media item and its file',
    tags,
    params: idParams.extend({ mediaId: externalIdSchema }),
    success: { status: 204 },
  }),
  file: endpoint({
    base: 'api',
    auth: 'public',
    method: 'GET',
    path: '/media/file/:token',
    summary: 'A media file by its signed URL (no bearer token); honours Range (206, 416)',
    tags,
    params: z.object({ token: z.string().min(1).max(200) }),
    success: { status: 200, also: [206] },
    produces: ['video/mp4', 'image/png', 'image/jpeg'],
    moreErrors: [404, 416],
  }),
  uploadEnvironment: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/data',
    summary: "Upload an audit's environmental CSV (multipart: surveyExtId, then file); replaces its readings",
    tags: ['environment'],
    bodyType: 'multipart',
    success: { status: 201, schema: environmentUploadResultSchema },
  }),
  environment: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/environment',
    summary: 'Environmental series of an audit: statistics and thinned points',
    tags: ['environment'],
    params: idParams,
    success: { status: 200, schema: environmentDataSchema },
  }),
};
