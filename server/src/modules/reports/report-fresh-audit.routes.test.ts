import { expect, it } from 'vitest';
import { formatScore } from '@aquarisk/contract/risk';
import { pdfFile, pdfText } from '@aquarisk/reports/pdf-tools';
import { answerAll, launch } from '../../../test/audit-helpers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, AUDITOR, VIEWER } from '../../../test/demo-users.ts';

/**
 * Issue 37 item 17: a viewer opened the report of an audit scored minutes earlier and waited 90 s for an error. The
 * report page now shows the server's PDF, so the first request for a just-scored audit is a render (nothing cached
 * yet), made by a read-only user whose document differs from the admin's (no step scores): it must answer the file
 * at once, and the next opening comes from the cache.
 */
const { t } = demoAppPerFile();

it('a viewer gets the report and summary PDFs of an audit scored a moment ago, rendered on the first request', async () => {
  const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Freshly scored audit');
  await answerAll(t, AUDITOR, surveyId, template);
  const scored = await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/score`);
  expect(scored.statusCode, scored.body).toBe(200);
  const score = formatScore(scored.json<{ normScore: number }>().normScore);
  const token = await t.token(VIEWER);
  const get = (doc: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/survey/${surveyId}/${doc}`, headers: { authorization: `Bearer ${token}` } });

  const report = await get('report.pdf');
  expect(report.statusCode, report.body.slice(0, 200)).toBe(200);
  expect(report.headers['content-type']).toBe('application/pdf');
  const text = pdfText(pdfFile(report.rawPayload, 'fresh-report.pdf'));
  expect(text).toContain(score);
  expect(text).toContain('Loch Creran');
  expect(t.app.pdfRenderer.stats().cache).toMatchObject({ misses: 1, hits: 0 });

  const again = await get('report.pdf');
  expect(again.statusCode).toBe(200);
  expect(again.rawPayload.equals(report.rawPayload)).toBe(true);
  expect(t.app.pdfRenderer.stats().cache).toMatchObject({ misses: 1, hits: 1 });

  const summary = await get('summary.pdf');
  expect(summary.statusCode).toBe(200);
  expect(pdfText(pdfFile(summary.rawPayload, 'fresh-summary.pdf'))).toContain(score);
});
