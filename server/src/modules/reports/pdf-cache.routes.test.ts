import { afterEach, expect, it } from 'vitest';
import { demoSurveyId } from '../../../test/audit-helpers.ts';
import { ADMIN, COMPANY } from '../../../test/demo-users.ts';
import { downloadsSince, lastLogId } from '../../../test/pdf-downloads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 25 item 1: a second download of an unchanged document is served from the cache of rendered PDFs, still
 * checked for access and logged; a change to what the document prints makes it render again.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function download(app: TestApp, who: string, url: string) {
  const res = await app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await app.token(who)}` } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

it('renders a document once, serves it again from the cache, and logs every download', async () => {
  t = await createTestApp();
  const survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  const url = `/api/v1/survey/${survey}/report.pdf`;
  const since = await lastLogId(t);

  const first = await download(t, ADMIN, url);
  const second = await download(t, ADMIN, url);

  expect(second.equals(first)).toBe(true);
  expect(t.app.pdfRenderer.stats()).toMatchObject({ completed: 1, cache: { hits: 1, misses: 1, entries: 1 } });
  expect(await downloadsSince(t, since)).toHaveLength(2);
});

it('renders again when what the document prints has changed, and never serves the old one', async () => {
  t = await createTestApp();
  const survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  const url = `/api/v1/survey/${survey}/summary.pdf`;
  const before = await download(t, COMPANY, url);
  await t.database.db.updateTable('farms').set({ name: 'Hardanger Fjord Site North' }).where('name', '=', 'Hardanger Fjord Site').execute();

  const after = await download(t, COMPANY, url);

  expect(after.equals(before)).toBe(false);
  expect(t.app.pdfRenderer.stats()).toMatchObject({ completed: 2, cache: { hits: 0, misses: 2, entries: 2 } });
});

it('renders every download when the cache is off (PDF_CACHE_MB=0)', async () => {
  t = await createTestApp({ PDF_CACHE_MB: '0' });
  const url = `/api/v1/survey/${await demoSurveyId(t, 'Hardanger annual audit 2025')}/summary.pdf`;
  await download(t, ADMIN, url);
  await download(t, ADMIN, url);
  expect(t.app.pdfRenderer.stats()).toMatchObject({ completed: 2, cache: { hits: 0, entries: 0 } });
});
