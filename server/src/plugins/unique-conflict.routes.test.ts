import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { expectError } from '../../test/api-assertions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { defaultTemplate } from '../../test/audit-helpers.ts';
import { registerErrorHandler } from './error-handler.plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARALLEL = 10;

describe('unique violations answer 409, never 500', () => {
  it('10 parallel adds of one user to a farm: one is added, the others are told it is already assigned', async () => {
    const ids = await t.ids();
    const farm = ids.farms['Lofoten North']!;
    const url = `/api/v1/company/${ids.company1}/farm/${farm}/user`;
    const before = (await t.call('company@example.com', 'GET', url)).json<{ email: string }[]>();
    expect(before.map((u) => u.email)).not.toContain('viewer@example.com');
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.call('company@example.com', 'POST', url, { email: 'viewer@example.com' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    for (const res of results.filter((r) => r.statusCode === 409)) expectError(res, 409, serverMessages.alreadyAssigned);
    const after = (await t.call('company@example.com', 'GET', url)).json<{ email: string }[]>();
    expect(after.filter((u) => u.email === 'viewer@example.com')).toHaveLength(1);
    const logged = await t.database.db
      .selectFrom('activityLog')
      .select('id')
      .where('method', '=', 'ADD_USER')
      .where('targetExtId', '=', farm)
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('parallel save-as-new with one name: one template is created, the others are told the name is taken', async () => {
    const tpl = await defaultTemplate(t);
    const { id: _id, ...body } = tpl;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}`, { name: 'race-copy', template: body, saveAsNew: true }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    for (const res of results.filter((r) => r.statusCode === 409)) expectError(res, 409, serverMessages.templateNameTaken);
    expect(await t.database.db.selectFrom('templates').select('id').where('name', '=', 'race-copy').execute()).toHaveLength(1);
  });

  it('parallel adds of one user to an audit: one is added, the others answer 409', async () => {
    const survey = await t.database.db
      .selectFrom('surveys')
      .select('externalId')
      .where('name', '=', 'Hardanger annual audit 2025')
      .executeTakeFirstOrThrow();
    const url = `/api/v1/survey/${survey.externalId}/user`;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.call('company@example.com', 'POST', url, { email: 'viewer@example.com' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    for (const res of results.filter((r) => r.statusCode === 409)) expectError(res, 409, serverMessages.alreadyOnAudit);
  });

  it('are mapped in one place, the error handler, whatever write broke the key', async () => {
    // A write with no check of its own, as a race between a check and an insert leaves it: the database refuses it.
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const db = t.database.db;
    const company = await db.selectFrom('companies').select('id').orderBy('name').executeTakeFirstOrThrow();
    const member = await db.selectFrom('companyUsers').select('userId').where('companyId', '=', company.id).executeTakeFirstOrThrow();
    const template = await db.selectFrom('templates').select('name').executeTakeFirstOrThrow();
    app.post('/member', async () =>
      db.insertInto('companyUsers').values({ companyId: company.id, userId: member.userId, createdAt: new Date().toISOString() }).execute(),
    );
    app.post('/template', async () =>
      db.updateTable('templates').set({ name: template.name }).where('name', '<>', template.name).execute(),
    );
    app.post('/email', async () =>
      db.updateTable('users').set({ email: 'admin@example.com' }).where('email', '=', 'viewer@example.com').execute(),
    );
    await app.ready();
    try {
      expectError(await app.inject({ method: 'POST', url: '/member' }), 409, serverMessages.emailTaken);
      expectError(await app.inject({ method: 'POST', url: '/template' }), 409, serverMessages.templateNameTaken);
      expectError(await app.inject({ method: 'POST', url: '/email' }), 409, serverMessages.emailInUse);
    } finally {
      await app.close();
    }
  });
});
