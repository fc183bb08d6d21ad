import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@aquarisk/contract/schemas/webhook.schema';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, COMPANY } from '../../../test/demo-users.ts';

/**
 * Deliveries through the job queue (issue 28 item 3) to a real receiver on 127.0.0.1, which the admin's setting lets
 * the company's endpoints reach: signed per Standard Webhooks, retried with backoff until delivered.
 */
const { t, ids } = demoAppPerFile({
  BACKGROUND_JOBS: 'true',
  JOB_POLL_SECONDS: '0.5',
  WEBHOOK_RETRY_BASE_SECONDS: '1',
  WEBHOOK_MAX_ATTEMPTS: '4',
});

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}
const received: Received[] = [];
/** answers per path: the status codes to give in turn (then 200) */
const script = new Map<string, number[]>();
let receiver: http.Server;
let origin = '';

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body });
      const status = script.get(req.url ?? '')?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : `no ${'x'.repeat(3000)}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const base = () => `/api/v1/company/${ids.company1}/webhook`;
const allowPrivate = (on: boolean) => t.call(ADMIN, 'PUT', `/api/v1/company/${ids.company1}/webhook-settings`, { allowPrivateUrls: on });

async function register(path: string, events: string[]) {
  const res = await t.call(COMPANY, 'POST', base(), { url: `${origin}${path}`, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ externalId: string; secret: string }>();
}
const at = (path: string) => received.filter((r) => r.path === path);
const deliveries = async (hook: string) => (await t.call(COMPANY, 'GET', `${base()}/${hook}/delivery`)).json<Record<string, unknown>[]>();

describe('webhook deliveries', () => {
  it('signs "audit scored" so the receiver verifies it with the standardwebhooks package', async () => {
    expect((await allowPrivate(true)).statusCode).toBe(200);
    const hook = await register('/scored', ['audit.scored']);
    const audit = await t.database.db
      .selectFrom('surveys')
      .select('externalId')
      .where('name', '=', 'Hardanger annual audit 2025')
      .executeTakeFirstOrThrow();
    const scored = await t.call(ADMIN, 'POST', `/api/v1/survey/${audit.externalId}/score`);
    expect(scored.statusCode, scored.body).toBe(200);
    await expect.poll(() => at('/scored').length, { timeout: 20_000, interval: 50 }).toBe(1);
    const [got] = at('/scored');
    const event = new Webhook(hook.secret).verify(got!.body, got!.headers) as {
      type: string;
      data: { audit: { id: string }; risk: string; farm: unknown };
    };
    expect(event.type).toBe('audit.scored');
    expect(event.data.audit.id).toBe(audit.externalId);
    expect(event.data.risk).toBe(scored.json().risk);
    expect(event.data.farm).toEqual({ id: ids.farms['Hardanger Fjord Site'], name: 'Hardanger Fjord Site' });
    expect(got!.headers['webhook-id']).toMatch(/^msg_/);
    // a wrong secret does not verify
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got!.body, got!.headers)).toThrow();
    await expect.poll(async () => (await deliveries(hook.externalId))[0]?.status, { timeout: 10_000 }).toBe('delivered');
  });

  it('retries a receiver that fails twice: three requests with one message id, then delivered', async () => {
    script.set('/flaky', [500, 503]);
    const hook = await register('/flaky', ['action.raised']);
    const sent = await t.call(COMPANY, 'POST', `${base()}/${hook.externalId}/test`);
    expect(sent.statusCode).toBe(202);
    await expect.poll(async () => (await deliveries(hook.externalId))[0]?.status, { timeout: 30_000, interval: 100 }).toBe('delivered');
    const requests = at('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([sent.json().messageId]));
    const [delivery] = await deliveries(hook.externalId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200, lastBody: 'thanks', nextAttemptAt: null });
  });

  it('after a rotation the previous secret signs too, for the overlap only: a receiver switches without missing an event', async () => {
    const hook = await register('/rotated', ['action.raised']);
    const url = `${base()}/${hook.externalId}`;
    const testEvent = async () => {
      const before = at('/rotated').length;
      expect((await t.call(COMPANY, 'POST', `${url}/test`)).statusCode).toBe(202);
      await expect.poll(() => at('/rotated').length, { timeout: 20_000, interval: 50 }).toBe(before + 1);
      return at('/rotated')[before]!;
    };
    const verifies = (secret: string, got: Received) => {
      try {
        new Webhook(secret).verify(got.body, got.headers);
        return true;
      } catch {
        return false;
      }
    };
    const first = await testEvent();
    expect(first.headers['webhook-signature']!.split(' ')).toHaveLength(1);

    const rotated = await t.call(COMPANY, 'POST', `${url}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const until = Date.parse(rotated.json().previousSecretUntil);
    expect((until - Date.now()) / 3_600_000).toBeCloseTo(WEBHOOK_SECRET_OVERLAP_HOURS, 1);
    const during = await testEvent();
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect([verifies(hook.secret, during), verifies(rotated.json().secret, during)]).toEqual([true, true]);

    // The overlap over (its end moved to the past): the new secret only.
    await t.database.db
      .updateTable('webhookEndpoints')
      .set({ previousSecretUntil: new Date(Date.now() - 1000).toISOString() })
      .where('externalId', '=', hook.externalId)
      .execute();
    const after = await testEvent();
    expect([verifies(hook.secret, after), verifies(rotated.json().secret, after)]).toEqual([false, true]);
  });

  it('redelivers a failed delivery: the same payload under a new message id, signed with the current secret, retried like any', async () => {
    script.set('/redeliver', [500, 500, 500, 500, 503]);
    const hook = await register('/redeliver', ['action.raised']);
    const url = `${base()}/${hook.externalId}`;
    const sent = (await t.call(COMPANY, 'POST', `${url}/test`)).json<{ messageId: string }>();
    await expect.poll(async () => (await deliveries(hook.externalId))[0]?.status, { timeout: 30_000, interval: 100 }).toBe('failed');
    const rotated = (await t.call(COMPANY, 'POST', `${url}/secret`)).json<{ secret: string }>();
    const again = await t.call(COMPANY, 'POST', `${url}/delivery/${sent.messageId}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    await expect.poll(async () => (await deliveries(hook.externalId))[0]?.status, { timeout: 30_000, interval: 100 }).toBe('delivered');
    const requests = at('/redeliver');
    expect(requests).toHaveLength(6);
    const last = requests[5]!;
    expect(last.headers['webhook-id']).toBe(again.json().messageId);
    expect(last.body).toBe(requests[0]!.body);
    expect(new Webhook(rotated.secret).verify(last.body, last.headers)).toMatchObject({ type: 'webhook.test' });
    const [newest, original] = await deliveries(hook.externalId);
    expect(newest).toMatchObject({ messageId: again.json().messageId, status: 'delivered', attempts: 2, lastStatus: 200 });
    expect(original).toMatchObject({ messageId: sent.messageId, status: 'failed', attempts: 4, lastStatus: 500 });
  });

  it('checks the address again at delivery: with private networks refused since, the delivery fails with the reason', async () => {
    const hook = await register('/later-refused', ['action.raised']);
    await allowPrivate(false);
    const sent = await t.call(COMPANY, 'POST', `${base()}/${hook.externalId}/test`);
    expect(sent.statusCode).toBe(202);
    await expect
      .poll(async () => (await deliveries(hook.externalId))[0]?.attempts, { timeout: 20_000, interval: 100 })
      .toBeGreaterThanOrEqual(1);
    const [delivery] = await deliveries(hook.externalId);
    expect(delivery!.lastError).toBe('The webhook target 127.0.0.1 is not allowed: webhooks reach public internet addresses only');
    expect(at('/later-refused')).toHaveLength(0);
  });

  it.each([
    ['localhost', 'a name resolved at send time to loopback'],
    ['[::127.0.0.1]', 'an IPv4-compatible address'],
    ['[::ffff:127.0.0.1]', 'an IPv4-mapped address'],
  ])('refuses %s (%s) at send time once private networks are refused, without naming the address', async (host) => {
    await allowPrivate(true);
    const port = new URL(origin).port;
    const path = `/send-time-${received.length}-${Math.random().toString(36).slice(2)}`;
    const made = await t.call(COMPANY, 'POST', base(), { url: `http://${host}:${port}${path}`, events: ['action.raised'] });
    expect(made.statusCode, made.body).toBe(201);
    await allowPrivate(false);
    expect((await t.call(COMPANY, 'POST', `${base()}/${made.json().externalId}/test`)).statusCode).toBe(202);
    await expect
      .poll(async () => (await deliveries(made.json().externalId))[0]?.attempts, { timeout: 20_000, interval: 100 })
      .toBeGreaterThanOrEqual(1);
    const [delivery] = await deliveries(made.json().externalId);
    const shown = new URL(`http://${host}/`).hostname;
    expect(delivery!.lastError).toBe(`The webhook target ${shown} is not allowed: webhooks reach public internet addresses only`);
    expect(at(path)).toHaveLength(0);
  });
});
