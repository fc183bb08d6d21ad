import { ADMIN, AUDITOR, VIEWER } from '../test/demo-users.ts';
import { mp4, uploadMedia } from '../test/media-helpers.ts';
import { multipart } from '../test/multipart.ts';
import type { TestApp } from '../test/test-app.ts';
import type { Fixture, Row } from './route-table.ts';

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
      denied: { as: VIEWER },
    },
    'GET /api/v1/survey/{id}/media': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${survey()}/media?latestOnly` }) } },
    'GET /api/v1/survey/{id}/media/category/{category}': {
      ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${survey()}/media/category/drone` }) },
    },
    'DELETE /api/v1/survey/{id}/media/{mediaId}': {
      ok: { as: AUDITOR, status: 204, req: async () => ({ url: `/api/v1/survey/${survey()}/media/${(await newMedia()).externalId}` }) },
      denied: { as: VIEWER },
    },
    'GET /api/v1/media/file/{token}': { public: true, ok: { as: null, req: async () => ({ url: (await newMedia()).downloadUri }) } },
    'POST /api/v1/data': {
      ok: {
        as: ADMIN,
        status: 201,
        req: () => ({ url: '/api/v1/data', raw: multipart({ surveyExtId: survey() }, { field: 'file', name: 'env.csv', content: csv }) }),
      },
      denied: { as: VIEWER },
    },
    'GET /api/v1/survey/{id}/environment': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${survey()}/environment` }) } },
  };
}
