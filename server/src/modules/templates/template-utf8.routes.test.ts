import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessages } from '@aquarisk/contract/messages';
import { templateToCsv } from '@aquarisk/contract/template/template-csv';
import { expectRejected } from '../../../test/api-assertions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { defaultTemplate } from '../../../test/audit-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { ADMIN } from '../../../test/demo-users.ts';

/**
 * Issue 37 item 24: a template file (CSV or JSON) that is not valid UTF-8 is refused with 400 and a message saying so,
 * and nothing is stored. Before, the bytes were decoded with replacement characters and the template was created
 * with U+FFFD in its texts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(fileName: string, content: Buffer) {
  const { payload, headers } = multipart({ name: `Latin-1 ${fileName}` }, { field: 'file', name: fileName, content });
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/v1/template',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(ADMIN)}` },
  });
}

describe('a template file that is not UTF-8', () => {
  it('is refused with 400 and stores nothing (CSV and JSON)', async () => {
    const { id: _id, ...tpl } = await defaultTemplate(t);
    const [first, ...rest] = tpl.sections;
    const accented = { ...tpl, sections: [{ ...first!, name: 'Bien-\u00eatre des poissons' }, ...rest] };
    const csv = templateToCsv(accented);
    const json = JSON.stringify(accented);
    for (const [name, text] of [
      ['latin1.csv', csv],
      ['latin1.json', json],
    ] as const) {
      expect(text).toContain('\u00ea');
      await expectRejected(t, () => upload(name, Buffer.from(text, 'latin1')), 400, refusalMessages.templateFileNotUtf8, {
        file: refusalMessages.templateFileNotUtf8,
      });
    }
    expect((await upload('utf8.csv', Buffer.from(csv, 'utf8'))).statusCode).toBe(201);
  });
});
