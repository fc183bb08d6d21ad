import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectError, expectRejected } from '../../../test/api-assertions.ts';

let t: TestApp;
let mailed: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mailed = await createTestApp({ CONTACT_EMAIL: 'sales@aquarisk.test' });
});
afterAll(async () => {
  await t.close();
  await mailed.close();
});

const post = (app: TestApp, body: unknown) => app.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body as object });
const requests = (app: TestApp) =>
  app.database.db.selectFrom('contactRequests').select(['name', 'email', 'comment']).orderBy('id').execute();
const outbox = (app: TestApp) => app.database.db.selectFrom('outbox').select(['toAddress', 'subject', 'body']).orderBy('id').execute();

describe('POST /contact (no auth)', () => {
  it('stores the request, trimmed, with the e-mail lower-cased; no mail without CONTACT_EMAIL', async () => {
    const res = await post(t, { name: ' Kari Nordmann ', email: 'Kari@Fjordfarm.NO', comment: ' Please call me. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await requests(t)).toEqual([{ name: 'Kari Nordmann', email: 'kari@fjordfarm.no', comment: 'Please call me.' }]);
    expect(await outbox(t)).toEqual([]);
  });

  it('takes the message as optional', async () => {
    expect((await post(t, { name: 'Ola', email: 'ola@example.com' })).statusCode).toBe(200);
    expect((await post(t, { name: 'Per', email: 'per@example.com', comment: null })).statusCode).toBe(200);
    expect((await requests(t)).slice(1)).toEqual([
      { name: 'Ola', email: 'ola@example.com', comment: '' },
      { name: 'Per', email: 'per@example.com', comment: '' },
    ]);
  });

  it('requires a name and a valid e-mail, storing nothing', async () => {
    const cases: [object, string, string][] = [
      [{ email: 'a@example.com' }, 'name', 'Name is required'],
      [{ name: '  ', email: 'a@example.com' }, 'name', 'Name is required'],
      [{ name: 'A' }, 'email', 'Email is required'],
      [{ name: 'A', email: 'not-an-address' }, 'email', 'Email is not valid'],
      [{ name: 'A', email: `${'a'.repeat(256)}@example.com` }, 'email', 'Email is not valid'],
    ];
    for (const [body, field, message] of cases) await expectRejected(t, () => post(t, body), 400, message, { [field]: message });
    await expectRejected(t, () => post(t, { name: 'A', email: 'a@example.com', comment: 'x'.repeat(5001) }), 400);
  });

  it('queues a mail to CONTACT_EMAIL in the outbox with the request', async () => {
    const res = await post(mailed, { name: 'Kari Nordmann', email: 'kari@fjordfarm.no', comment: 'Three sites in Vestland.' });
    expect(res.statusCode).toBe(200);
    const mails = await outbox(mailed);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('sales@aquarisk.test');
    expect(mails[0]!.subject).toContain('Kari Nordmann');
    expect(mails[0]!.body).toContain('kari@fjordfarm.no');
    expect(mails[0]!.body).toContain('Three sites in Vestland.');
    expect(await requests(mailed)).toHaveLength(1);
    await expectRejected(mailed, () => post(mailed, { name: 'Kari' }), 400, 'Email is required');
  });

  it('is rate-limited per client', async () => {
    const limited = await createTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await post(limited, { name: `N${i}`, email: `n${i}@example.com` })).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      expectError(await post(limited, { name: 'N', email: 'n@example.com' }), 429);
      expect(codes[10]).toBe(429);
      expect(await requests(limited)).toHaveLength(10);
    } finally {
      await limited.close();
    }
  });
});
