import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { multipart } from '../../../test/multipart.ts';
import { ADMIN, COMPANY } from '../../../test/demo-users.ts';

/** Issue 21 item 21: every template exports as CSV, and that file uploads again as the same template. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Stored = TemplateBody & { id: string; creationDate: string; updatedAt: string };
const withoutIdentity = ({ id: _i, creationDate: _c, updatedAt: _u, name: _n, ...body }: Stored) => body;

async function upload(name: string, fileName: string, content: string) {
  const { payload, headers } = multipart({ name }, { field: 'file', name: fileName, content });
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/v1/template',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(ADMIN)}` },
  });
}

describe('GET /admin/api/v1/template/{id}.csv', () => {
  it('exports every template as a CSV file that uploads again as the same template, and logs the download', async () => {
    const list = (await t.call(ADMIN, 'GET', '/admin/api/v1/template')).json<{ id: string; name: string }[]>();
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const summary of list) {
      const original = (await t.call(ADMIN, 'GET', `/admin/api/v1/template/${summary.id}`)).json<Stored>();
      const res = await t.call(ADMIN, 'GET', `/admin/api/v1/template/${summary.id}.csv`);
      expect(res.statusCode, summary.name).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const fileName = `${summary.name.replace(/[^\w.-]+/g, '-')}.csv`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(res.body.startsWith('\uFEFFsection_id,')).toBe(true);
      expect((await lastActivity(t))[0]).toMatchObject({
        method: 'DOWNLOAD',
        target: 'TEMPLATE',
        targetName: summary.name,
        targetExtId: summary.id,
        changes: { document: [null, fileName] },
      });

      const again = await upload(`${summary.name} (from CSV)`, fileName, res.body);
      expect(again.statusCode, again.body).toBe(201);
      expect(withoutIdentity(again.json<Stored>())).toEqual(withoutIdentity(original));
    }
  });

  it('is for administrators only, like the template PDF; an unknown template answers 404', async () => {
    const [first] = (await t.call(ADMIN, 'GET', '/admin/api/v1/template')).json<{ id: string }[]>();
    expect((await t.call(COMPANY, 'GET', `/admin/api/v1/template/${first!.id}.csv`)).statusCode).toBe(403);
    expect((await t.call(COMPANY, 'GET', `/admin/api/v1/template/${first!.id}.pdf`)).statusCode).toBe(403);
    expect((await t.call(ADMIN, 'GET', '/admin/api/v1/template/00000000-0000-4000-8000-000000000000.csv')).statusCode).toBe(404);
  });
});
