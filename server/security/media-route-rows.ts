import { ADMIN, AUDITOR, VIEWER } from '../test/demo-users.ts';
import { mp4, uploadMedia } from '../test/media-helpers.ts';
import { multipart } from '../test/multipart.ts';
import type { TestApp } from '../test/test-app.ts';
import { call, type Fixture, type Row } from './route-table.ts';

/**
 * Rows of the media and environmental-data routes (issue 10). Uploads and deletes need uploadMedia (the viewer on the
 * audit is refused 403); the signed file URL carries its own authority, so it is a public row: its refusals (forged,
 * expired, another file's id) are proved in media-file.routes.test.ts.
 */
export function mediaRows(app: () => TestApp, fixture: () => Fixture): Record<string, Row> {
  const survey = () => fixture().scoredSurvey;
  const newMedia = async () => {
    const res = await uploadMedia(app(), AUDITOR, survey(), 'drone', { name: 'guard.mp4', content: mp4 });
    return res.json<{ externalId: string; downloadUri: string }>();
  };
  const tus = { 'tus-resumable': '1.0.0' };
  const uploads = () => `/api/v1/survey/${survey()}/media/category/drone/uploads`;
  const start = (length = mp4.length) => ({ url: uploads(), raw: { payload: '', headers: { ...tus, 'upload-length': String(length) } } });
  /** A resumable upload the auditor started (only its creator may go on with it). */
  const newUpload = async () => {
    const res = await call(AUDITOR, 'POST', start());
    if (res.statusCode !== 201) throw new Error(`tus creation answered ${res.statusCode}: ${res.body}`);
    return String(res.headers['location']);
  };
  const csv = 'timestamp,temperature (C)\n2026-01-01T00:00:00Z,8.5\n2026-01-01T01:00:00Z,8.7\n';
  return {
    'POST /api/v1/survey/{id}/media/category/{category}': {
      ok: {
        as: AUDITOR,
        status: 201,
        req: () => ({
          url: `/api/v1/survey/${survey()}/media/category/drone`,
          raw: multipart({ name: 'guard clip' }, { field: 'file', name: 'guard.mp4', content: mp4 }),
        }),
      },
    },
    // Resumable uploads (issue 27 item 5): every tus request is checked as the multipart upload is.
    'POST /api/v1/survey/{id}/media/category/{category}/uploads': {
      ok: { as: AUDITOR, status: 201, req: () => start() },
    },
    'HEAD /api/v1/survey/{id}/media/category/{category}/uploads/{uploadId}': {
      ok: { as: AUDITOR, req: async () => ({ url: await newUpload(), raw: { payload: '', headers: tus } }) },
    },
    'PATCH /api/v1/survey/{id}/media/category/{category}/uploads/{uploadId}': {
      // The whole file in one PATCH: the upload finishes and answers the media item.
      ok: {
        as: AUDITOR,
        req: async () => ({
          url: await newUpload(),
          raw: { payload: mp4, headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } },
        }),
      },
    },
    'DELETE /api/v1/survey/{id}/media/category/{category}/uploads/{uploadId}': {
      ok: { as: AUDITOR, status: 204, req: async () => ({ url: await newUpload(), raw: { payload: '', headers: tus } }) },
    },
    'GET /api/v1/survey/{id}/media': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${survey()}/media?latestOnly` }) } },
    'GET /api/v1/survey/{id}/media/category/{category}': {
      ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${survey()}/media/category/drone` }) },
    },
    'DELETE /api/v1/survey/{id}/media/{mediaId}': {
      ok: { as: AUDITOR, status: 204, req: async () => ({ url: `/api/v1/survey/${survey()}/media/${(await newMedia()).externalId}` }) },
    },
    'GET /api/v1/media/file/{token}': { ok: { as: null, req: async () => ({ url: (await newMedia()).downloadUri }) } },
    'POST /api/v1/data': {
      ok: {
        as: ADMIN,
        status: 201,
        req: () => ({ url: '/api/v1/data', raw: multipart({ surveyExtId: survey() }, { field: 'file', name: 'env.csv', content: csv }) }),
      },
    },
    'GET /api/v1/survey/{id}/environment': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${survey()}/environment` }) } },
  };
}
