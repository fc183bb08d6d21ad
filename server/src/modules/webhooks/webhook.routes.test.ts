import { describe, expect, it } from 'vitest';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { refusalMessages } from '@aquarisk/contract/messages';
import {
  expectError,
  expectForbidden,
  expectInvalid,
  expectNotFound,
  expectUnauthorized,
  MISSING_ID,
} from '../../../test/api-assertions.ts';
import { ADMIN, AUDITOR, COMPANY, MANAGER, OTHER } from '../../../test/demo-users.ts';
import { auditOf, png, uploadMedia } from '../../../test/media-helpers.ts';
import { lastActivity } from '../../../test/test-app.ts';

/** Webhook endpoints (issue 28 item 3): company admins only, the SSRF guard at registration, secrets shown once. */
const { t, ids } = demoAppPerFile();

const base = () => `/api/v1/company/${ids.company1}/webhook`;
const PUBLIC_URL = 'https://8.8.8.8/aquarisk';
const body = (over: Record<string, unknown> = {}) => ({ url: PUBLIC_URL, events: ['audit.scored', 'action.raised'], ...over });

async function create(over: Record<string, unknown> = {}) {
  const res = await t.call(COMPANY, 'POST', base(), body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ externalId: string; secret: string; secretHint: string }>();
}

describe('webhook endpoints', () => {
  it('registers an endpoint with a whsec_ secret shown once; the list shows a hint only', async () => {
    const made = await create({ description: 'Underwriting' });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.secretHint).toBe(`${made.secret.slice(0, 10)}…`);
    const list = await t.call(COMPANY, 'GET', base());
    expect(list.statusCode).toBe(200);
    expect(list.json().allowPrivateUrls).toBe(false);
    const listed = list.json().endpoints.find((e: { externalId: string }) => e.externalId === made.externalId);
    expect(listed).toMatchObject({
      url: PUBLIC_URL,
      description: 'Underwriting',
      events: ['audit.scored', 'action.raised'],
      enabled: true,
      lastDelivery: null,
    });
    expect(JSON.stringify(list.json())).not.toContain(made.secret);
  });

  it('edits, rotates the secret, sends a test event (pending while no worker runs) and deletes', async () => {
    const made = await create();
    const url = `${base()}/${made.externalId}`;
    const edited = await t.call(COMPANY, 'PUT', url, body({ events: ['media.uploaded', 'media.uploaded'], enabled: false }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ events: ['media.uploaded'], enabled: false });
    const rotated = await t.call(COMPANY, 'POST', `${url}/secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(made.secret);
    const test = await t.call(COMPANY, 'POST', `${url}/test`);
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json()).toMatchObject({
      eventType: 'webhook.test',
      status: 'pending',
      attempts: 0,
      messageId: expect.stringMatching(/^msg_/),
    });
    const deliveries = await t.call(COMPANY, 'GET', `${url}/delivery`);
    expect(deliveries.json()).toEqual([test.json()]);
    expect((await t.call(COMPANY, 'DELETE', url)).statusCode).toBe(204);
    expectNotFound(await t.call(COMPANY, 'GET', `${url}/delivery`));
    // Every change is logged on the company, in its transaction, never with the secret.
    const log = (await lastActivity(t, 4)).reverse();
    expect(log.map((e) => [e.method, e.target, Object.keys(e.changes)[0]])).toEqual([
      ['UPDATE', 'COMPANY', 'webhook'],
      ['UPDATE', 'COMPANY', 'webhook'],
      ['UPDATE', 'COMPANY', 'webhookSecretRotated'],
      ['UPDATE', 'COMPANY', 'webhook'],
    ]);
    expect(log[3]!.changes['webhook']).toEqual([`${PUBLIC_URL} (media.uploaded)`, null]);
    expect(JSON.stringify(log)).not.toContain(rotated.json().secret);
  });

  it('records a pending delivery for each subscribed endpoint when an action is raised, none for others', async () => {
    const hooked = await create({ events: ['action.raised'] });
    const other = await create({ events: ['audit.scored'] });
    const survey = await t.database.db
      .selectFrom('surveys')
      .select('externalId')
      .where('companyId', '=', await companyId())
      .limit(1)
      .executeTakeFirstOrThrow();
    const raised = await t.call(ADMIN, 'POST', `/api/v1/survey/${survey.externalId}/action`, {
      title: 'Fix the net',
      description: 'Torn',
      riskLevel: 'HIGH',
    });
    expect(raised.statusCode, raised.body).toBeLessThan(300);
    const [delivery] = (await t.call(COMPANY, 'GET', `${base()}/${hooked.externalId}/delivery`)).json();
    expect(delivery).toMatchObject({ eventType: 'action.raised', status: 'pending' });
    // the payload names the farm, its id and name (issue 37 item 18)
    expect(JSON.parse(delivery.payload)).toMatchObject({
      type: 'action.raised',
      data: { action: { externalId: raised.json().externalId }, audit: { id: survey.externalId }, farm: await farmOf(survey.externalId) },
    });
    expect((await t.call(COMPANY, 'GET', `${base()}/${other.externalId}/delivery`)).json()).toEqual([]);
  });

  it('records action.resolved and media.uploaded for the endpoints that take them; a refused change records nothing', async () => {
    const hooked = await create({ events: ['action.resolved', 'media.uploaded'] });
    const survey = await auditOf(t, ADMIN);
    const raised = await t.call(ADMIN, 'POST', `/api/v1/survey/${survey}/action`, {
      title: 'Check moorings',
      description: 'x',
      riskLevel: 'LOW',
    });
    const action = raised.json<{ externalId: string }>().externalId;
    const events = async () =>
      (await t.call(COMPANY, 'GET', `${base()}/${hooked.externalId}/delivery`)).json<{ eventType: string }[]>().map((d) => d.eventType);
    expect(await events()).toEqual([]);
    expect((await t.call(ADMIN, 'POST', `/api/v1/action/${action}/action`, { description: '<p>Done.</p>' })).statusCode).toBe(200);
    // resolving again is refused (409): no second event
    expect((await t.call(ADMIN, 'POST', `/api/v1/action/${action}/action`, { description: '<p>Done.</p>' })).statusCode).toBe(409);
    expect(await events()).toEqual(['action.resolved']);
    const uploaded = await uploadMedia(t, ADMIN, survey, 'map', { name: 'site-map.png', content: png });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    expect(await events()).toEqual(['media.uploaded', 'action.resolved']);
    const farm = await farmOf(survey);
    const payloads = (await t.call(COMPANY, 'GET', `${base()}/${hooked.externalId}/delivery`))
      .json<{ payload: string }[]>()
      .map((d) => JSON.parse(d.payload) as { data: { farm: unknown } });
    expect(payloads.map((p) => p.data.farm)).toEqual([farm, farm]);
  });
});

/** The farm of an audit as an event names it: its externalId and name. */
async function farmOf(surveyExtId: string) {
  return t.database.db
    .selectFrom('surveys')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .select(['farms.externalId as id', 'farms.name'])
    .where('surveys.externalId', '=', surveyExtId)
    .executeTakeFirstOrThrow();
}

/** A delivery the queue is done with (no worker runs in this file). */
async function settle(messageId: string, status: 'delivered' | 'failed') {
  await t.database.db
    .updateTable('webhookDeliveries')
    .set({ status, attempts: 1, nextAttemptAt: null })
    .where('messageId', '=', messageId)
    .execute();
}

describe('redelivery and the payload (issue 37 item 18)', () => {
  it('sends a past delivery again as a new pending delivery of the same payload, logged on the company', async () => {
    const made = await create();
    const url = `${base()}/${made.externalId}`;
    const first = (await t.call(COMPANY, 'POST', `${url}/test`)).json<{ messageId: string; payload: string }>();
    expect(JSON.parse(first.payload)).toMatchObject({ type: 'webhook.test', data: { webhook: made.externalId } });
    expect(first.payload).not.toContain(made.secret);
    // still being tried (no worker runs here): refused, nothing recorded
    expectError(await t.call(COMPANY, 'POST', `${url}/delivery/${first.messageId}/redeliver`), 409, refusalMessages.webhookDeliveryPending);
    await settle(first.messageId, 'failed');
    const again = await t.call(COMPANY, 'POST', `${url}/delivery/${first.messageId}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0, payload: first.payload });
    expect(again.json().messageId).toMatch(/^msg_/);
    expect(again.json().messageId).not.toBe(first.messageId);
    const listed = (await t.call(COMPANY, 'GET', `${url}/delivery`)).json<{ messageId: string }[]>();
    expect(listed.map((d) => d.messageId)).toEqual([again.json().messageId, first.messageId]);
    const [entry] = await lastActivity(t, 1);
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'COMPANY' });
    expect(entry!.changes['webhookRedelivered']).toEqual([null, `webhook.test ${first.messageId} to ${PUBLIC_URL}`]);
  });

  it("answers 404 for another company's delivery or an unknown one, 403 to other roles and read-only tokens, 400 to a bad id", async () => {
    const made = await create();
    const url = `${base()}/${made.externalId}`;
    const { messageId } = (await t.call(COMPANY, 'POST', `${url}/test`)).json<{ messageId: string }>();
    const redeliver = `${url}/delivery/${messageId}/redeliver`;
    await settle(messageId, 'delivered');
    expectNotFound(await t.call(OTHER, 'POST', redeliver));
    expectNotFound(
      await t.call(OTHER, 'POST', `/api/v1/company/${ids.company2}/webhook/${made.externalId}/delivery/${messageId}/redeliver`),
    );
    // a delivery of another endpoint of the same company, asked for under this one: not found
    const other = await create();
    expectNotFound(await t.call(COMPANY, 'POST', `${base()}/${other.externalId}/delivery/${messageId}/redeliver`));
    expectNotFound(await t.call(COMPANY, 'POST', `${url}/delivery/msg_unknown/redeliver`));
    expect((await t.call(COMPANY, 'POST', `${url}/delivery/not-a-message/redeliver`)).statusCode).toBe(400);
    for (const who of [MANAGER, AUDITOR]) expectForbidden(await t.call(who, 'POST', redeliver));
    expectUnauthorized(await t.call(null, 'POST', redeliver));
    const token = async (scope: string) =>
      (await t.call(COMPANY, 'POST', '/api/v1/user/me/token', { name: `Hooks ${scope}`, scope, expiresInDays: 1 })).json<{
        token: string;
      }>().token;
    const withToken = async (scope: string) =>
      t.app.inject({ method: 'POST', url: redeliver, headers: { authorization: `Bearer ${await token(scope)}` } });
    expect((await withToken('read')).statusCode).toBe(403);
    expect((await withToken('read-write')).statusCode).toBe(202);
    expect((await t.call(COMPANY, 'GET', `${url}/delivery`)).json()).toHaveLength(2);
  });
});

const companyId = async () =>
  (await t.database.db.selectFrom('companies').select('id').where('externalId', '=', ids.company1).executeTakeFirstOrThrow()).id;

describe('the SSRF guard at registration', () => {
  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1'],
    ['https://10.0.0.8/hook', '10.0.0.8'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://[fd00::1]/hook', '[fd00::1]'],
    ['https://[::127.0.0.1]/hook', '[::7f00:1]'],
    ['https://[::ffff:127.0.0.1]/hook', '[::ffff:7f00:1]'],
    ['https://[64:ff9b::7f00:1]/hook', '[64:ff9b::7f00:1]'],
    ['https://[2002:7f00:1::1]/hook', '[2002:7f00:1::1]'],
    ['https://[2001:db8::1]/hook', '[2001:db8::1]'],
    ['https://100.64.0.1/hook', '100.64.0.1'],
    ['https://198.18.0.1/hook', '198.18.0.1'],
    ['https://192.0.2.1/hook', '192.0.2.1'],
    ['https://224.0.0.1/hook', '224.0.0.1'],
    ['https://localhost/hook', 'localhost'],
  ])('refuses %s with a 400 naming the host, never an address it resolves to', async (url, host) => {
    const res = await t.call(COMPANY, 'POST', base(), body({ url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The webhook target ${host} is not allowed: webhooks reach public internet addresses only`);
    expect(res.json().details.url).toBe(res.json().message);
    // editing an endpoint to such a URL is refused the same way
    const made = await create();
    expect((await t.call(COMPANY, 'PUT', `${base()}/${made.externalId}`, body({ url }))).json().message).toBe(res.json().message);
  });

  it('refuses a name resolving to loopback without saying what it resolves to', async () => {
    const res = await t.call(COMPANY, 'POST', base(), body({ url: 'https://localhost:8443/hook' }));
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('refuses http, and allows loopback over http only once an admin allows private networks', async () => {
    expectInvalid(await t.call(COMPANY, 'POST', base(), body({ url: 'http://8.8.8.8/hook' })), 'url', 'Enter a URL starting with https://');
    expectForbidden(await t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}/webhook-settings`, { allowPrivateUrls: true }));
    const on = await t.call(ADMIN, 'PUT', `/api/v1/company/${ids.company1}/webhook-settings`, { allowPrivateUrls: true });
    expect(on.json()).toEqual({ allowPrivateUrls: true });
    expect((await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}/webhook-settings`)).json()).toEqual({ allowPrivateUrls: true });
    await create({ url: 'http://127.0.0.1:9/hook' });
    await t.call(ADMIN, 'PUT', `/api/v1/company/${ids.company1}/webhook-settings`, { allowPrivateUrls: false });
    expect((await t.call(COMPANY, 'POST', base(), body({ url: 'http://127.0.0.1:9/hook' }))).statusCode).toBe(400);
  });
});

describe('access and bad input', () => {
  it('is for company admins: 403 for other roles, 404 for another company, 401 without a token', async () => {
    const made = await create();
    for (const who of [MANAGER, AUDITOR]) expectForbidden(await t.call(who, 'GET', base()));
    expectForbidden(await t.call(MANAGER, 'POST', `${base()}/${made.externalId}/test`));
    expectNotFound(await t.call(OTHER, 'GET', base()));
    expectNotFound(await t.call(OTHER, 'DELETE', `${base()}/${made.externalId}`));
    // the endpoint asked for under the other company's own id: still not found
    expectNotFound(await t.call(OTHER, 'GET', `/api/v1/company/${ids.company2}/webhook/${made.externalId}/delivery`));
    expectNotFound(await t.call(COMPANY, 'PUT', `${base()}/${MISSING_ID}`, body()));
    expectUnauthorized(await t.call(null, 'GET', base()));
    expect((await t.call(ADMIN, 'GET', base())).statusCode).toBe(200);
  });

  it('answers 400, never 500, to bad input', async () => {
    expectInvalid(await t.call(COMPANY, 'POST', base(), body({ events: [] })), 'events', 'Choose at least one event');
    expect((await t.call(COMPANY, 'POST', base(), body({ events: ['audit.deleted'] }))).statusCode).toBe(400);
    expect((await t.call(COMPANY, 'POST', base(), body({ url: 'not a url' }))).statusCode).toBe(400);
    expect((await t.call(COMPANY, 'POST', base(), body({ url: 'ftp://8.8.8.8/x' }))).statusCode).toBe(400);
    expect((await t.call(COMPANY, 'POST', base(), body({ url: `https://8.8.8.8/${'a'.repeat(2100)}` }))).statusCode).toBe(400);
    expect((await t.call(COMPANY, 'POST', base(), { events: 'audit.scored' })).statusCode).toBe(400);
    expect((await t.call(COMPANY, 'GET', `${base()}/not-an-id/delivery`)).statusCode).toBe(400);
    expect((await t.call(ADMIN, 'PUT', `/api/v1/company/${ids.company1}/webhook-settings`, { allowPrivateUrls: 'yes' })).statusCode).toBe(
      400,
    );
  });
});
