import { createHash } from 'node:crypto';
import { MEDIA_CATEGORIES } from '@aquarisk/contract/constants';
import { ADMIN } from './demo-users.ts';
import type { TestApp } from './test-app.ts';

/**
 * Everything the API serves, read as the admin (who sees every company): each list and record by URL, the activity
 * log entry by entry, and each stored file's sha256 through its signed download link. Two servers whose states are
 * equal serve the same data. `routes` names the GET route of every URL read, so a test can prove none was left out.
 */
export interface ApiState {
  responses: Record<string, { status: number; body: unknown }>;
  /** the activity log, oldest first, its total, and its CSV export line by line */
  log: { items: unknown[]; total: number; csv: string[] };
  routes: Set<string>;
}

/**
 * GET routes the state leaves out, and why. A new GET route must be read by readApiState or named here
 * (backup-restore.test.ts checks the swagger document against both).
 */
export const unreadRoutes: Record<string, string> = {
  'GET /health': 'no stored data',
  'GET /api/v1/company/{id}/webhook/{webhookId}/delivery':
    'read for each webhook endpoint GET /company/{id}/webhook lists; the demo data has none',
  'GET /api/v1/toc/jump/{surveyId}/section/{s}/step/{st}/question/{q}': 'moves the caller’s cursor: a write',
  'GET /api/v1/survey/{id}/offline': 'stamped with the time it is fetched; its data is read by /survey/{id}, /current and /user',
  'GET /api/v1/media/file/{token}': 'read through every media item’s downloadUri (its sha256 is the state)',
  'GET /api/v1/survey/{id}/report.pdf': 'logged as DOWNLOAD; the same data as GET /survey/{id}/report',
  'GET /api/v1/survey/{id}/summary.pdf': 'logged as DOWNLOAD; the same data as GET /survey/{id}/report',
  'GET /api/v1/survey/{id}/actions-report.pdf': 'logged as DOWNLOAD; the same data as GET /survey/{id}/actions-report',
  'GET /admin/api/v1/template/{id}.pdf': 'logged as DOWNLOAD; the template is read by GET /template/{id}',
  'GET /admin/api/v1/template/{id}.csv': 'logged as DOWNLOAD; the template is read by GET /template/{id}',
  'GET /admin/api/v1/template/{id}/download': 'logged as DOWNLOAD; the template is read by GET /template/{id}',
  'GET /api/v1/company/{id}/user/{userId}/personal-data': 'logged as DOWNLOAD; profile, farms and log are read elsewhere',
};

type Json = Record<string, any>;

export async function readApiState(t: TestApp): Promise<ApiState> {
  const state: ApiState = { responses: {}, log: { items: [], total: 0, csv: [] }, routes: new Set() };
  const get = async (route: string, url: string): Promise<any> => {
    state.routes.add(`GET ${route}`);
    const res = await t.call(ADMIN, 'GET', url);
    const body: unknown = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body;
    state.responses[url] = { status: res.statusCode, body: await withFileHashes(t, body) };
    return body;
  };
  await get('/api/v1/settings', '/api/v1/settings');
  await get('/api/v1/user/me', '/api/v1/user/me');
  await get('/api/v1/user/me/notifications', '/api/v1/user/me/notifications');
  await get('/api/v1/user/me/token', '/api/v1/user/me/token');
  await get('/admin/api/v1/roles', '/admin/api/v1/roles');
  await get('/admin/api/v1/audit/log/users', '/admin/api/v1/audit/log/users?name=e');
  for (const tpl of (await get('/admin/api/v1/template', '/admin/api/v1/template')) as Json[])
    await get('/admin/api/v1/template/{id}', `/admin/api/v1/template/${tpl['id']}`);

  await get('/admin/api/v1/portfolio', '/admin/api/v1/portfolio');
  await get('/admin/api/v1/portfolio/export', '/admin/api/v1/portfolio/export');
  const companies = (await get('/api/v1/company', '/api/v1/company?details=true')) as Json[];
  for (const { externalId: c } of companies) await readCompany(get, String(c));

  const surveys: string[] = [];
  const yearsRoute = '/api/v1/survey/created/year';
  await get(yearsRoute, yearsRoute);
  for (let page = 1; ; page++) {
    const body = (await get('/api/v1/survey', `/api/v1/survey?details=true&size=250&page=${page}`)) as Json;
    const found = (body['companies'] as Json[]).flatMap((co) => (co['farms'] as Json[]).flatMap((f) => f['surveys'] as Json[]));
    surveys.push(...found.map((s) => String(s['externalId'])));
    if (found.length < 250) break;
  }
  for (const s of surveys) await readSurvey(get, s);

  state.routes.add('POST /admin/api/v1/audit/log');
  for (let page = 1; ; page++) {
    const res = await t.call(ADMIN, 'POST', `/admin/api/v1/audit/log?page=${page}&size=250&sort=asc`, {});
    const body = res.json<{ items: unknown[]; totalRecords: number }>();
    state.log.items.push(...body.items);
    state.log.total = body.totalRecords;
    if (body.items.length < 250) break;
  }
  state.routes.add('GET /admin/api/v1/audit/log/export');
  const csv = await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/export?sort=asc');
  state.log.csv = csv.body.split('\r\n').filter(Boolean);
  return state;
}

type Get = (route: string, url: string) => Promise<any>;

async function readCompany(get: Get, c: string) {
  const base = `/api/v1/company/${c}`;
  await get('/api/v1/company/{id}', `${base}?details=true`);
  await get('/api/v1/company/{id}/sso', `${base}/sso`);
  const farms = (await get('/api/v1/company/{id}/farm', `${base}/farm?details=true`)) as Json[];
  for (let after: string | null = null, first = true; first || after; first = false) {
    const page = (await get('/api/v1/company/{id}/farm-page', `${base}/farm-page?size=100${after ? `&after=${after}` : ''}`)) as Json;
    after = page['next'] as string | null;
  }
  await get('/api/v1/company/{id}/farm-points', `${base}/farm-points`);
  await get('/api/v1/company/{id}/action-due-days', `${base}/action-due-days`);
  await get('/api/v1/company/{id}/audit-interval', `${base}/audit-interval`);
  await get('/api/v1/company/{id}/farm/locations', `${base}/farm/locations`);
  await get('/api/v1/portfolio/company/{id}', `/api/v1/portfolio/company/${c}`);
  await get('/api/v1/portfolio/company/{id}/export', `/api/v1/portfolio/company/${c}/export`);
  for (const { externalId: f } of farms) {
    await get('/api/v1/company/{id}/farm/{farmId}', `${base}/farm/${f}`);
    await get('/api/v1/company/{id}/farm/{farmId}/survey', `${base}/farm/${f}/survey`);
    await get('/api/v1/company/{id}/farm/{farmId}/user', `${base}/farm/${f}/user`);
    await get('/api/v1/company/{id}/farm/{farmId}/trend', `${base}/farm/${f}/trend`);
  }
  for (const { user } of (await get('/api/v1/company/{id}/user', `${base}/user`)) as Json[]) {
    await get('/api/v1/company/{id}/user/{userId}', `${base}/user/${user.externalId}`);
    await get('/api/v1/user/{userId}/farm', `/api/v1/user/${user.externalId}/farm`);
  }
  for (let page = 1; ; page++) {
    const body = (await get('/api/v1/action/company/{id}/survey', `/api/v1/action/company/${c}/survey?size=250&page=${page}`)) as Json;
    if ((body['items'] as unknown[]).length < 250) break;
  }
  await get('/api/v1/iq/company/{id}', `/api/v1/iq/company/${c}`);
  await get('/api/v1/iq/company/{id}/columns', `/api/v1/iq/company/${c}/columns`);
  await get('/api/v1/iq/company/{id}/risk', `/api/v1/iq/company/${c}/risk`);
  await get('/api/v1/iq/my/company/{id}/countries', `/api/v1/iq/my/company/${c}/countries`);
  await get('/api/v1/iq/my/company/{id}/countries/farm/count', `/api/v1/iq/my/company/${c}/countries/farm/count`);
  await get('/api/v1/company/{id}/webhook-settings', `${base}/webhook-settings`);
  for (const { externalId: w } of ((await get('/api/v1/company/{id}/webhook', `${base}/webhook`)) as Json)['endpoints'] as Json[])
    await get('/api/v1/company/{id}/webhook/{webhookId}/delivery', `${base}/webhook/${w}/delivery`);
}

async function readSurvey(get: Get, s: string) {
  const base = `/api/v1/survey/${s}`;
  await get('/api/v1/survey/{id}', base);
  await get('/api/v1/survey/{id}/farm', `${base}/farm`);
  await get('/api/v1/survey/{id}/current', `${base}/current`);
  await get('/api/v1/survey/{id}/sections', `${base}/sections`);
  await get('/api/v1/survey/{id}/user', `${base}/user`);
  await get('/api/v1/action/survey/{id}', `/api/v1/action/survey/${s}?detail=true`);
  await get('/api/v1/survey/{id}/action-owners', `${base}/action-owners`);
  await get('/api/v1/survey/{id}/report', `${base}/report`);
  await get('/api/v1/survey/{id}/actions-report', `${base}/actions-report`);
  await get('/api/v1/survey/{id}/environment', `${base}/environment`);
  await get('/api/v1/survey/{id}/trend', `${base}/trend`);
  await get('/api/v1/survey/{id}/media', `${base}/media`);
  for (const category of MEDIA_CATEGORIES) await get('/api/v1/survey/{id}/media/category/{category}', `${base}/media/category/${category}`);
  const score = (await get('/api/v1/survey/{id}/score', `${base}/score`)) as Json;
  for (const section of (score['children'] as Json[] | undefined) ?? [])
    for (const step of (section['children'] as Json[] | undefined) ?? [])
      await get('/api/v1/survey/{id}/score/section/{sectionId}/step/{stepId}', `${base}/score/section/${section['id']}/step/${step['id']}`);
  // Issue 26: each scored audit beside the newest other one of its farm.
  const others = (await get('/api/v1/survey/{id}/comparable', `${base}/comparable`)) as Json[];
  if (score['children'] && others[0]) await get('/api/v1/survey/{id}/compare/{otherId}', `${base}/compare/${others[0]['externalId']}`);
}

/** A signed downloadUri changes with the time it was issued; the bytes behind it are what must survive. */
async function withFileHashes(t: TestApp, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || !Array.isArray((body as Json)['items'])) return body;
  const items = await Promise.all(
    ((body as Json)['items'] as Json[]).map(async (item) => {
      if (typeof item['downloadUri'] !== 'string') return item;
      const file = await t.app.inject({ method: 'GET', url: item['downloadUri'] });
      return { ...item, downloadUri: `${file.statusCode} sha256:${createHash('sha256').update(file.rawPayload).digest('hex')}` };
    }),
  );
  return { ...(body as Json), items };
}
