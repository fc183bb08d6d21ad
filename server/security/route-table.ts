import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { answerAll, defaultTemplate, launch, questionById } from '../test/audit-helpers.ts';
import { demoAnswer, seededRandom } from '../src/seed/demo-answers.ts';
import { ADMIN, AUDITOR, COMPANY, DEMO_PASSWORD, FARMER, MANAGER, OTHER, VIEWER } from '../test/demo-users.ts';
import { multipart } from '../test/multipart.ts';
import { mediaRows } from './media-route-rows.ts';
import { CLIENT_AUTH, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';

/**
 * The route table (issue 15): one row per route the server registers, with a request that succeeds for the right
 * role and, where they apply, the member of another company (404) and the same-company role without the capability
 * (403) to try. route-table.security.test.ts proves the rows; hostile-input.security.test.ts mangles their requests.
 */
/** The rows open many resumable uploads as one auditor; the per-user cap has its own tests (unfinished-upload-cap). */
export const ROUTE_TABLE_ENV = { UPLOADS_UNFINISHED_PER_USER: '10000' };

let t: TestApp;
let f: Fixture;

export { OTHER };

export interface Fixture {
  company: string;
  farm: string;
  openSurvey: string;
  scoredSurvey: string;
  scoredSection: { id: number; step: number };
  question: { s: number; st: number; q: number; id: number };
  action: string;
  template: string;
  users: Record<string, string>;
}
export interface Req {
  url: string;
  body?: unknown;
  /** raw payload and headers (multipart, client auth) instead of a JSON body */
  raw?: { payload: Buffer | string | object; headers: Record<string, string> };
}
type Build = () => Req | Promise<Req>;
/**
 * A route's requests. Who is refused (401, 403), whether 404 across companies applies and what API tokens get come
 * from the endpoint's declaration (route-cases.ts); a row says only what the declaration cannot know.
 */
export interface Row {
  ok: { as: string | null; status?: number; req: Build };
  /**
   * another company's member asks for this company's data: 404. By default whenever the declaration lets such a member
   * past the role check (the row's own request); a request of its own here, or false where no path names company data.
   */
  foreign?: { as?: string; req?: Build } | false;
  /** a 403 the service decides from the data (a named-rule endpoint: an action's risk level), never a capability's */
  denied?: { as: string; req?: Build };
}

export const json = (res: LightMyRequestResponse) => res.json<Record<string, unknown>>();
export async function call(as: string | null, method: string, r: Req, token?: string): Promise<LightMyRequestResponse> {
  const bearer = token ?? (as ? await t.token(as) : undefined);
  const headers: Record<string, string> = { ...(r.raw?.headers ?? {}) };
  if (bearer) headers['authorization'] = `Bearer ${bearer}`;
  return t.app.inject({
    method: method as 'GET',
    url: r.url,
    headers,
    ...(r.raw ? { payload: r.raw.payload } : r.body !== undefined ? { payload: r.body as object } : {}),
  });
}

// Throwaway resources for the calls that delete or change membership.
async function newCompany() {
  return json(await t.call(ADMIN, 'POST', '/api/v1/company', { name: `Guard ${Math.random()}` }))['externalId'] as string;
}
async function newFarm() {
  return json(await t.call(ADMIN, 'POST', `/api/v1/company/${f.company}/farm`, { name: `Guard farm ${Math.random()}` }))[
    'externalId'
  ] as string;
}
let second: Promise<string> | undefined;
const apiTokens = new Map<string, Promise<string>>();
/** A personal API token of a demo user with this scope, made once per fixture. */
export function apiToken(as: string, scope: 'read' | 'read-write') {
  const key = `${as} ${scope}`;
  const made =
    apiTokens.get(key) ??
    (async () => {
      const res = await t.call(as, 'POST', '/api/v1/user/me/token', { name: `Route table ${scope}`, scope, expiresInDays: 7 });
      return json(res)['token'] as string;
    })();
  apiTokens.set(key, made);
  return made;
}
/** Another scored audit of the fixture's farm, made once, when a row first needs it. */
function secondScored() {
  second ??= (async () => {
    const other = await launch(t, 'Clayoquot Sound', [AUDITOR, MANAGER, FARMER, VIEWER], 'Guard scored audit, later');
    await answerAll(t, AUDITOR, other.surveyId, other.template);
    expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${other.surveyId}/score`)).statusCode).toBe(200);
    return other.surveyId;
  })();
  return second;
}
async function newMember() {
  return (await newMemberWithEmail()).externalId;
}
async function newMemberWithEmail() {
  const email = `guard-${Math.random()}@example.com`;
  const res = await t.call(ADMIN, 'POST', `/api/v1/company/${f.company}/user`, { fullName: 'Guard Member', email, phone: null });
  return { externalId: (json(res)['user'] as { externalId: string }).externalId, email };
}
async function farmWithFarmer() {
  const farm = await newFarm();
  await t.call(ADMIN, 'POST', `/api/v1/company/${f.company}/farm/${farm}/user`, { email: FARMER });
  return farm;
}
async function surveyWithFarmer() {
  const { surveyId } = await launch(t, 'Clayoquot Sound', [AUDITOR, MANAGER], 'Guard audit');
  await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/user`, { username: FARMER, email: FARMER });
  return surveyId;
}
async function newApiToken() {
  const res = await t.call(VIEWER, 'POST', '/api/v1/user/me/token', { name: 'Guard', scope: 'read', expiresInDays: 7 });
  return json(res)['id'] as string;
}
async function templateBody() {
  const { id: _id, ...body } = await defaultTemplate(t);
  return body;
}

const C = () => f.company;
/** A public address literal: registration checks it without a lookup, and nothing is sent (no worker runs). */
const hookBody = { url: 'https://8.8.8.8/aquarisk-guard', events: ['audit.scored'] };
/** A fresh webhook endpoint of the fixture's company (each request may delete it). */
async function hookUrl() {
  const res = await call(COMPANY, 'POST', { url: `/api/v1/company/${C()}/webhook`, body: hookBody });
  return `/api/v1/company/${C()}/webhook/${json(res)['externalId'] as string}`;
}
/** A failed delivery of a fresh endpoint, to redeliver (a pending one is refused with 409). */
async function failedDeliveryUrl() {
  const hook = await hookUrl();
  const messageId = json(await call(COMPANY, 'POST', { url: `${hook}/test` }))['messageId'] as string;
  await t.database.db
    .updateTable('webhookDeliveries')
    .set({ status: 'failed', nextAttemptAt: null })
    .where('messageId', '=', messageId)
    .execute();
  return `${hook}/delivery/${messageId}`;
}
export const rows: Record<string, Row> = {
  // Public: client Basic auth or nothing.
  'GET /health': { ok: { as: null, req: () => ({ url: '/health' }) } },
  'GET /api/v1/settings': { ok: { as: null, req: () => ({ url: '/api/v1/settings' }) } },
  'POST /api/v1/contact': {
    ok: { as: null, req: () => ({ url: '/api/v1/contact', body: { name: 'Guard', email: 'guard@example.com', comment: 'Hello' } }) },
  },
  'POST /api/v1/oauth/token': {
    ok: {
      as: null,
      req: () => ({
        url: '/api/v1/oauth/token',
        raw: {
          payload: `grant_type=password&username=${ADMIN}&password=${DEMO_PASSWORD}&scope=read%20write&client_id=aquarisk-web`,
          headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
        },
      }),
    },
  },
  'POST /api/v1/password/reset': {
    ok: {
      as: null,
      req: () => ({ url: '/api/v1/password/reset', raw: { payload: { email: VIEWER }, headers: { authorization: CLIENT_AUTH } } }),
    },
  },
  'POST /api/v1/password/change': {
    // A reset link that does not exist: refused as a request, not as an authentication failure.
    ok: {
      as: null,
      status: 400,
      req: () => ({
        url: '/api/v1/password/change',
        raw: {
          payload: { clid: '00000000-0000-4000-8000-000000000000', password: 'a-new-password-1' },
          headers: { authorization: CLIENT_AUTH },
        },
      }),
    },
  },

  // Single sign-on (issue 28 item 4): an e-mail of no SSO domain signs in with its password; an unknown state is refused.
  'POST /api/v1/sso/start': {
    ok: { as: null, req: () => ({ url: '/api/v1/sso/start', body: { email: 'guard@example.org' } }) },
  },
  'POST /api/v1/sso/complete': {
    ok: { as: null, status: 400, req: () => ({ url: '/api/v1/sso/complete', body: { code: 'guard-code', state: 'guard-state' } }) },
  },

  // The signed-in user.
  'GET /api/v1/user/me': { ok: { as: VIEWER, req: () => ({ url: '/api/v1/user/me' }) }, foreign: false },
  // Mail settings (issue 28 item 2): one's own only, so no other company's to try.
  'GET /api/v1/user/me/notifications': { ok: { as: VIEWER, req: () => ({ url: '/api/v1/user/me/notifications' }) }, foreign: false },
  'PUT /api/v1/user/me/notifications': {
    ok: { as: VIEWER, req: () => ({ url: '/api/v1/user/me/notifications', body: { digestOptOut: false } }) },
    foreign: false,
  },
  // Personal API tokens (issue 28 item 5): a person's own; another's token is unknown to them (404).
  'GET /api/v1/user/me/token': { ok: { as: VIEWER, req: () => ({ url: '/api/v1/user/me/token' }) }, foreign: false },
  'POST /api/v1/user/me/token': {
    ok: {
      as: VIEWER,
      status: 201,
      req: () => ({ url: '/api/v1/user/me/token', body: { name: 'Guard', scope: 'read', expiresInDays: 7 } }),
    },
    foreign: false,
  },
  'DELETE /api/v1/user/me/token/{tokenId}': {
    ok: { as: VIEWER, status: 204, req: async () => ({ url: `/api/v1/user/me/token/${await newApiToken()}` }) },
    foreign: { req: async () => ({ url: `/api/v1/user/me/token/${await newApiToken()}` }) },
  },
  'GET /api/v1/user/{userId}/farm': {
    ok: { as: MANAGER, req: () => ({ url: `/api/v1/user/${f.users[MANAGER]}/farm` }) },
    foreign: { req: () => ({ url: `/api/v1/user/${f.users[MANAGER]}/farm` }) },
  },

  // Companies.
  'GET /api/v1/company': { ok: { as: VIEWER, req: () => ({ url: '/api/v1/company' }) }, foreign: false },
  'POST /api/v1/company': {
    ok: { as: ADMIN, status: 201, req: () => ({ url: '/api/v1/company', body: { name: `Guard ${Math.random()}` } }) },
    foreign: false,
  },
  'GET /api/v1/company/{id}': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}` }) } },
  'PUT /api/v1/company/{id}': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}`, body: { name: 'Aurora Aquaculture' } }) },
  },
  'DELETE /api/v1/company/{id}': {
    ok: { as: ADMIN, status: 204, req: async () => ({ url: `/api/v1/company/${await newCompany()}` }) },
  },

  'GET /api/v1/company/{id}/sso': { ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/sso` }) } },
  'PUT /api/v1/company/{id}/sso': {
    ok: {
      as: COMPANY,
      req: () => ({
        url: `/api/v1/company/${C()}/sso`,
        body: {
          issuer: 'https://idp.guard.example',
          clientId: 'guard',
          clientSecret: 'guard-secret',
          domains: ['guard.example'],
          roles: ['ROLE_USER'],
          enabled: false,
        },
      }),
    },
  },
  // Nothing listens on port 9: the discovery fails at once (400) without leaving the machine.
  'POST /api/v1/company/{id}/sso/discovery': {
    ok: {
      as: COMPANY,
      status: 400,
      req: () => ({ url: `/api/v1/company/${C()}/sso/discovery`, body: { issuer: 'https://127.0.0.1:9/' } }),
    },
  },
  // Issue 37 item 20: the company claims a domain; the platform's admin approves it without DNS (the company's own
  // Verify looks up a TXT record: sso-domains.routes.test.ts, with a DNS server on loopback).
  'POST /api/v1/company/{id}/sso/domain/{domain}/verify': {
    ok: {
      as: ADMIN,
      req: async () => {
        const claim = { issuer: 'https://idp.guard.example', clientId: 'guard', clientSecret: 'guard-secret', roles: ['ROLE_USER'] };
        await t.call(COMPANY, 'PUT', `/api/v1/company/${C()}/sso`, { ...claim, domains: ['verify.guard.example'], enabled: false });
        return { url: `/api/v1/company/${C()}/sso/domain/verify.guard.example/verify` };
      },
    },
  },
  // Webhooks (issue 28 item 3): company admins; the private-network setting only the platform's admins.
  'GET /api/v1/company/{id}/webhook': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/webhook` }) },
  },
  'POST /api/v1/company/{id}/webhook': {
    ok: { as: COMPANY, status: 201, req: () => ({ url: `/api/v1/company/${C()}/webhook`, body: hookBody }) },
  },
  'PUT /api/v1/company/{id}/webhook/{webhookId}': {
    ok: { as: COMPANY, req: async () => ({ url: await hookUrl(), body: hookBody }) },
  },
  'DELETE /api/v1/company/{id}/webhook/{webhookId}': {
    ok: { as: COMPANY, status: 204, req: async () => ({ url: await hookUrl() }) },
  },
  'POST /api/v1/company/{id}/webhook/{webhookId}/secret': {
    ok: { as: COMPANY, req: async () => ({ url: `${await hookUrl()}/secret` }) },
  },
  'GET /api/v1/company/{id}/webhook/{webhookId}/delivery': {
    ok: { as: COMPANY, req: async () => ({ url: `${await hookUrl()}/delivery` }) },
  },
  'POST /api/v1/company/{id}/webhook/{webhookId}/test': {
    ok: { as: COMPANY, status: 202, req: async () => ({ url: `${await hookUrl()}/test` }) },
  },
  'POST /api/v1/company/{id}/webhook/{webhookId}/delivery/{messageId}/redeliver': {
    ok: { as: COMPANY, status: 202, req: async () => ({ url: `${await failedDeliveryUrl()}/redeliver` }) },
  },
  'GET /api/v1/company/{id}/webhook-settings': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/webhook-settings` }) },
  },
  'PUT /api/v1/company/{id}/webhook-settings': {
    ok: { as: ADMIN, req: () => ({ url: `/api/v1/company/${C()}/webhook-settings`, body: { allowPrivateUrls: false } }) },
  },

  // Farms.
  'GET /api/v1/company/{id}/farm': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/farm` }) } },
  'GET /api/v1/company/{id}/farm-page': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/farm-page?size=10` }) } },
  'GET /api/v1/company/{id}/farm-points': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/farm-points` }) } },
  'POST /api/v1/company/{id}/farm-ac': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/farm-ac`, body: { name: 'H' } }) } },
  'GET /api/v1/company/{id}/farm/locations': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/farm/locations` }) } },
  'POST /api/v1/company/{id}/farm': {
    ok: { as: AUDITOR, status: 201, req: () => ({ url: `/api/v1/company/${C()}/farm`, body: { name: `Guard farm ${Math.random()}` } }) },
  },
  'GET /api/v1/company/{id}/farm/{farmId}': { ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/farm/${f.farm}` }) } },
  'GET /api/v1/company/{id}/farm/{farmId}/trend': {
    ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/farm/${f.farm}/trend` }) },
  },
  'PUT /api/v1/company/{id}/farm/{farmId}': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/farm/${f.farm}`, body: { name: 'Clayoquot Sound' } }) },
  },
  'PUT /api/v1/company/{id}/farm/{farmId}/schedule': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/farm/${f.farm}/schedule`, body: { kind: 'NONE', cycleDate: null } }) },
  },
  'DELETE /api/v1/company/{id}/farm/{farmId}': {
    ok: { as: COMPANY, status: 204, req: async () => ({ url: `/api/v1/company/${C()}/farm/${await newFarm()}` }) },
  },
  'GET /api/v1/company/{id}/farm/{farmId}/survey': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/farm/${f.farm}/survey` }) },
  },
  'GET /api/v1/company/{id}/farm/{farmId}/user': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/farm/${f.farm}/user` }) },
  },
  'POST /api/v1/company/{id}/farm/{farmId}/user': {
    ok: {
      as: COMPANY,
      status: 201,
      req: async () => ({ url: `/api/v1/company/${C()}/farm/${await newFarm()}/user`, body: { email: FARMER } }),
    },
  },
  'DELETE /api/v1/company/{id}/farm/{farmId}/user/{userId}': {
    ok: { as: COMPANY, req: async () => ({ url: `/api/v1/company/${C()}/farm/${await farmWithFarmer()}/user/${f.users[FARMER]}` }) },
  },

  // Company users and roles.
  'GET /api/v1/company/{id}/user': { ok: { as: MANAGER, req: () => ({ url: `/api/v1/company/${C()}/user` }) } },
  'POST /api/v1/company/{id}/user': {
    ok: {
      as: COMPANY,
      status: 201,
      req: () => ({
        url: `/api/v1/company/${C()}/user`,
        body: { fullName: 'Guard', email: `guard-${Math.random()}@example.com`, phone: null },
      }),
    },
  },
  'POST /api/v1/company/{id}/user-ac': {
    ok: { as: MANAGER, req: () => ({ url: `/api/v1/company/${C()}/user-ac`, body: { name: 'a' } }) },
  },
  'GET /api/v1/company/{id}/user/{userId}': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/user/${f.users[FARMER]}` }) },
    denied: { as: VIEWER },
  },
  'PUT /api/v1/company/{id}/user/{userId}': {
    ok: {
      as: COMPANY,
      req: () => ({
        url: `/api/v1/company/${C()}/user/${f.users[FARMER]}`,
        body: { fullName: 'Fiona Farmer', email: FARMER, phone: null },
      }),
    },
  },
  'DELETE /api/v1/company/{id}/user/{userId}': {
    ok: { as: COMPANY, status: 204, req: async () => ({ url: `/api/v1/company/${C()}/user/${await newMember()}` }) },
  },
  'PUT /api/v1/company/{id}/user/{userId}/farms': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/user/${f.users[FARMER]}/farms`, body: { farmExtIds: [f.farm] } }) },
  },
  'PUT /api/v1/company/{id}/user/{userId}/roles': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/user/${f.users[FARMER]}/roles`, body: ['ROLE_FARMER'] }) },
  },
  'PUT /admin/api/v1/company/{id}/user/{userId}/roles': {
    ok: { as: ADMIN, req: () => ({ url: `/admin/api/v1/company/${C()}/user/${f.users[FARMER]}/roles`, body: ['ROLE_FARMER'] }) },
    foreign: false,
  },
  // Personal data (issue 24 part 4): company admins for people only in their company.
  'GET /api/v1/company/{id}/user/{userId}/personal-data': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/user/${f.users[FARMER]}/personal-data` }) },
  },
  'POST /api/v1/company/{id}/user/{userId}/erase': {
    ok: {
      as: COMPANY,
      req: async () => {
        const member = await newMemberWithEmail();
        return { url: `/api/v1/company/${C()}/user/${member.externalId}/erase`, body: { email: member.email } };
      },
    },
  },
  'GET /admin/api/v1/roles': { ok: { as: ADMIN, req: () => ({ url: '/admin/api/v1/roles' }) }, foreign: false },

  // Audits: list, flow, results, people.
  'GET /api/v1/survey': {
    ok: { as: VIEWER, req: () => ({ url: '/api/v1/survey' }) },
    foreign: { req: () => ({ url: `/api/v1/survey?filterCompanyExtId=${C()}` }) },
  },
  'GET /api/v1/survey/created/year': {
    ok: { as: VIEWER, req: () => ({ url: '/api/v1/survey/created/year' }) },
    foreign: { req: () => ({ url: `/api/v1/survey/created/year?filterCompanyExtId=${C()}` }) },
  },
  'GET /api/v1/survey/{id}': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.openSurvey}` }) } },
  'GET /api/v1/survey/{id}/farm': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.openSurvey}/farm` }) } },
  'GET /api/v1/survey/{id}/action-owners': { ok: { as: FARMER, req: () => ({ url: `/api/v1/survey/${f.openSurvey}/action-owners` }) } },
  'GET /api/v1/survey/{id}/current': { ok: { as: AUDITOR, req: () => ({ url: `/api/v1/survey/${f.openSurvey}/current` }) } },
  'GET /api/v1/survey/{id}/sections': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.openSurvey}/sections` }) } },
  'GET /api/v1/toc/jump/{surveyId}/section/{s}/step/{st}/question/{q}': {
    ok: {
      as: AUDITOR,
      req: () => ({ url: `/api/v1/toc/jump/${f.openSurvey}/section/${f.question.s}/step/${f.question.st}/question/${f.question.q}` }),
    },
  },
  'POST /api/v1/survey/{id}/next': {
    ok: { as: AUDITOR, req: async () => ({ url: `/api/v1/survey/${f.openSurvey}/next`, body: await firstAnswer() }) },
  },
  // Issue 27: the answers queued offline, and what the app keeps to answer offline (GET /current's access).
  'POST /api/v1/survey/{id}/answers': {
    ok: {
      as: AUDITOR,
      req: async () => {
        const { questionId, answerValue } = await firstAnswer();
        return { url: `/api/v1/survey/${f.openSurvey}/answers`, body: { answers: [{ clientId: randomUUID(), questionId, answerValue }] } };
      },
    },
  },
  'GET /api/v1/survey/{id}/offline': { ok: { as: AUDITOR, req: () => ({ url: `/api/v1/survey/${f.openSurvey}/offline` }) } },
  // Issue 26 item 1: whoever answers the audit confirms its carried answers (an audit with none: nothing changes).
  'POST /api/v1/survey/{id}/confirm-step': {
    ok: {
      as: AUDITOR,
      req: () => ({ url: `/api/v1/survey/${f.openSurvey}/confirm-step`, body: { sectionId: f.question.s, stepId: f.question.st } }),
    },
  },
  'POST /api/v1/survey/{id}/score': {
    ok: { as: ADMIN, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/score` }) },
    foreign: { req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/score` }) },
  },
  'GET /api/v1/survey/{id}/score': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/score` }) } },
  'GET /api/v1/survey/{id}/score/section/{sectionId}/step/{stepId}': {
    ok: {
      as: VIEWER,
      req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/score/section/${f.scoredSection.id}/step/${f.scoredSection.step}` }),
    },
  },
  // Issue 26: two scored audits of one farm, for everyone who sees both.
  'GET /api/v1/survey/{id}/compare/{otherId}': {
    ok: { as: VIEWER, req: async () => ({ url: `/api/v1/survey/${f.scoredSurvey}/compare/${await secondScored()}` }) },
  },
  'GET /api/v1/survey/{id}/comparable': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/comparable` }) } },
  // Issue 26 item 5: a farm's trend, for everyone who sees the audit or the farm.
  'GET /api/v1/survey/{id}/trend': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/trend` }) } },
  // Everyone who sees the audit; e-mails only with seeContactDetails (people-contacts.routes.test.ts).
  'GET /api/v1/survey/{id}/user': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.openSurvey}/user` }) } },
  'POST /api/v1/survey/{id}/user': {
    ok: {
      as: MANAGER,
      status: 201,
      req: async () => ({
        url: `/api/v1/survey/${(await launch(t, 'Clayoquot Sound', [MANAGER], 'Guard people')).surveyId}/user`,
        body: { username: FARMER, email: FARMER },
      }),
    },
  },
  'POST /api/v1/survey/{id}/user-ac': {
    ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.openSurvey}/user-ac`, body: { name: 'a' } }) },
  },
  'DELETE /api/v1/survey/{id}/user/{userId}': {
    ok: { as: MANAGER, req: async () => ({ url: `/api/v1/survey/${await surveyWithFarmer()}/user/${f.users[FARMER]}` }) },
  },

  // Actions.
  'POST /api/v1/survey/{id}/action': {
    ok: {
      as: FARMER,
      status: 201,
      req: () => ({
        url: `/api/v1/survey/${f.openSurvey}/action`,
        body: { title: 'Guard', description: '<p>Check the nets.</p>', riskLevel: 'LOW' },
      }),
    },
  },
  'POST /api/v1/action/{id}/action': {
    ok: { as: MANAGER, req: async () => ({ url: `/api/v1/action/${await newAction()}/action`, body: { description: '<p>Done.</p>' } }) },
    foreign: { req: () => ({ url: `/api/v1/action/${f.action}/action`, body: { description: '<p>Done.</p>' } }) },
    denied: { as: FARMER, req: () => ({ url: `/api/v1/action/${f.action}/action`, body: { description: '<p>Done.</p>' } }) },
  },
  'PUT /api/v1/action/{id}/due': {
    ok: {
      as: MANAGER,
      req: async () => ({ url: `/api/v1/action/${await newAction()}/due`, body: { ownerExtId: null, dueOn: '2027-01-15' } }),
    },
    foreign: { req: () => ({ url: `/api/v1/action/${f.action}/due`, body: { ownerExtId: null, dueOn: '2027-01-15' } }) },
    denied: { as: FARMER, req: () => ({ url: `/api/v1/action/${f.action}/due`, body: { ownerExtId: null, dueOn: '2027-01-15' } }) },
  },
  'GET /api/v1/company/{id}/action-due-days': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/action-due-days` }) } },
  'GET /api/v1/company/{id}/audit-interval': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/company/${C()}/audit-interval` }) } },
  'PUT /api/v1/company/{id}/audit-interval': {
    ok: { as: COMPANY, req: () => ({ url: `/api/v1/company/${C()}/audit-interval`, body: { months: 15 } }) },
  },
  'PUT /api/v1/company/{id}/action-due-days': {
    ok: {
      as: COMPANY,
      req: () => ({
        url: `/api/v1/company/${C()}/action-due-days`,
        body: { dueDays: { HIGH: 14, MODERATE_HIGH: 30, MODERATE: 90, MODERATE_LOW: 120, LOW: 180 } },
      }),
    },
  },
  'GET /api/v1/action/company/{id}/survey': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/action/company/${C()}/survey` }) } },
  'GET /api/v1/action/survey/{id}': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/action/survey/${f.openSurvey}` }) } },
  // Documents (issue 12): the report data and the PDF downloads, with the permissions of the audit.
  'GET /api/v1/survey/{id}/report': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/report` }) } },
  'GET /api/v1/survey/{id}/actions-report': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/actions-report` }) } },
  'GET /api/v1/survey/{id}/report.pdf': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/report.pdf` }) } },
  'GET /api/v1/survey/{id}/summary.pdf': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/summary.pdf` }) } },
  'GET /api/v1/survey/{id}/actions-report.pdf': {
    ok: { as: VIEWER, req: () => ({ url: `/api/v1/survey/${f.scoredSurvey}/actions-report.pdf` }) },
  },

  // Intelligence.
  'GET /api/v1/iq/company/{id}': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/iq/company/${C()}` }) } },
  'GET /api/v1/iq/company/{id}/columns': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/iq/company/${C()}/columns` }) } },
  'GET /api/v1/iq/company/{id}/risk': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/iq/company/${C()}/risk` }) } },
  'GET /api/v1/portfolio/company/{id}': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/portfolio/company/${C()}` }) } },
  'GET /api/v1/portfolio/company/{id}/export': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/portfolio/company/${C()}/export` }) } },
  'GET /api/v1/iq/my/company/{id}/countries': { ok: { as: VIEWER, req: () => ({ url: `/api/v1/iq/my/company/${C()}/countries` }) } },
  'GET /api/v1/iq/my/company/{id}/countries/farm/count': {
    ok: { as: VIEWER, req: () => ({ url: `/api/v1/iq/my/company/${C()}/countries/farm/count` }) },
  },

  ...mediaRows(
    () => t,
    () => f,
  ),

  // Administration: templates, launch, activity log.
  'GET /admin/api/v1/template': {
    ok: { as: ADMIN, req: () => ({ url: '/admin/api/v1/template' }) },
    foreign: false,
  },
  'GET /admin/api/v1/template/{id}': {
    ok: { as: ADMIN, req: () => ({ url: `/admin/api/v1/template/${f.template}` }) },
    foreign: false,
  },
  'GET /admin/api/v1/template/{id}.pdf': {
    ok: { as: ADMIN, req: () => ({ url: `/admin/api/v1/template/${f.template}.pdf?farms=4` }) },
    foreign: false,
  },
  'GET /admin/api/v1/template/{id}.csv': {
    ok: { as: ADMIN, req: () => ({ url: `/admin/api/v1/template/${f.template}.csv` }) },
    foreign: false,
  },
  'GET /admin/api/v1/template/{id}/download': {
    ok: { as: ADMIN, req: () => ({ url: `/admin/api/v1/template/${f.template}/download` }) },
    foreign: false,
  },
  'POST /admin/api/v1/template': {
    ok: {
      as: ADMIN,
      status: 201,
      req: async () => ({
        url: '/admin/api/v1/template',
        raw: multipart(
          { name: `guard-${Math.random()}` },
          { field: 'file', name: 'guard.json', content: JSON.stringify(await templateBody()) },
        ),
      }),
    },
    foreign: false,
  },
  'POST /admin/api/v1/template/{id}': {
    ok: {
      as: ADMIN,
      status: 201,
      req: async () => ({
        url: `/admin/api/v1/template/${f.template}`,
        body: { name: `guard-copy-${Math.random()}`, template: await templateBody(), saveAsNew: true },
      }),
    },
    foreign: false,
  },
  'POST /admin/api/v1/template/{id}/launch': {
    ok: {
      as: ADMIN,
      req: () => ({
        url: `/admin/api/v1/template/${f.template}/launch`,
        body: { name: 'Guard launch', surveyYear: '2026', description: 'x', companyExtId: C(), farmExtId: f.farm, userExtIds: [] },
      }),
    },
    foreign: false,
  },
  'POST /admin/api/v1/audit/log': {
    ok: { as: ADMIN, req: () => ({ url: '/admin/api/v1/audit/log', body: {} }) },
    foreign: false,
  },
  'GET /admin/api/v1/audit/log/export': {
    ok: { as: ADMIN, req: () => ({ url: '/admin/api/v1/audit/log/export' }) },
    foreign: false,
  },
  'GET /admin/api/v1/portfolio': {
    ok: { as: ADMIN, req: () => ({ url: '/admin/api/v1/portfolio' }) },
    foreign: false,
  },
  'GET /admin/api/v1/portfolio/export': {
    ok: { as: ADMIN, req: () => ({ url: '/admin/api/v1/portfolio/export' }) },
    foreign: false,
  },
  'GET /admin/api/v1/audit/log/users': {
    ok: { as: ADMIN, req: () => ({ url: '/admin/api/v1/audit/log/users?name=a' }) },
    foreign: false,
  },
};

async function firstAnswer() {
  const current = json(await t.call(AUDITOR, 'GET', `/api/v1/survey/${f.openSurvey}/current`));
  const question = questionById(await defaultTemplate(t), (current['question'] as { id: number }).id);
  return { questionId: question.id, answerValue: demoAnswer(question, 0.8, seededRandom(3), f.users[AUDITOR]!) };
}
async function newAction() {
  const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${f.openSurvey}/action`, {
    title: 'Guard',
    description: '<p>Fix.</p>',
    riskLevel: 'LOW',
  });
  return json(res)['externalId'] as string;
}

/** Tokens that must not open anything: signed with another key, and correctly signed but expired. */
export async function badTokens(): Promise<Record<string, string>> {
  const claims = () =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(f.users[ADMIN]!)
      .setIssuer('aquarisk')
      .setAudience('aquarisk-web');
  return {
    forged: await claims()
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret')),
    expired: await claims()
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
  };
}

/** Builds the fixture every row refers to: an open and a scored audit of Aurora with their people, an action. */
export async function prepareRouteTable(app: TestApp) {
  t = app;
  second = undefined;
  apiTokens.clear();
  // The other company's member also audits, so every capability a non-admin holds is one they hold: a role check
  // cannot hide the 404 across companies that the access module owes them.
  const other = await t.database.db.selectFrom('users').select('id').where('email', '=', OTHER).executeTakeFirstOrThrow();
  await t.database.db.insertInto('userRoles').values({ userId: other.id, role: 'ROLE_SURVEYOR' }).execute();
  const ids = await t.ids();
  const template = await defaultTemplate(t);
  const open = await launch(t, 'Clayoquot Sound', [AUDITOR, MANAGER, FARMER, VIEWER], 'Guard open audit');
  const scored = await launch(t, 'Clayoquot Sound', [AUDITOR, MANAGER, FARMER, VIEWER], 'Guard scored audit');
  await answerAll(t, AUDITOR, scored.surveyId, scored.template);
  expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${scored.surveyId}/score`)).statusCode).toBe(200);
  const results = json(await t.call(ADMIN, 'GET', `/api/v1/survey/${scored.surveyId}/score`)) as {
    children: { id: number; children: { id: number }[] }[];
  };
  const sections = json(await t.call(AUDITOR, 'GET', `/api/v1/survey/${open.surveyId}/sections`)) as unknown as {
    id: number;
    steps: { id: number; questions: { id: number; included: boolean }[] }[];
  }[];
  const section = sections[0]!;
  const step = section.steps[0]!;
  f = {
    company: ids.company1,
    farm: ids.farms['Clayoquot Sound']!,
    openSurvey: open.surveyId,
    scoredSurvey: scored.surveyId,
    scoredSection: { id: results.children[0]!.id, step: results.children[0]!.children[0]!.id },
    question: { s: section.id, st: step.id, q: step.questions.find((q) => q.included)!.id, id: 0 },
    action: '',
    template: template.id,
    users: ids.users,
  };
  f.action = await newAction();
}
