import { afterAll, beforeAll, expect, it } from 'vitest';
import { pdfFile, pdfText } from '@aquarisk/reports/pdf-tools';
import { demoSurveyId } from '../../../test/audit-helpers.ts';
import { ADMIN } from '../../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The actions report prints OVERDUE by the day of the app's clock (issue 28 item 1), not the render thread's own
 * date, and that day is part of what the PDF cache keys on: a document cached yesterday is not served after midnight.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: 'true' });
});
afterAll(() => t?.close());

async function actionsReportText(survey: string) {
  const res = await t.call(ADMIN, 'GET', `/api/v1/survey/${survey}/actions-report.pdf`);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(pdfFile(res.rawPayload)).replace(/\s+/g, ' ');
}

it('prints OVERDUE once the clock has passed the due day, rendering again rather than serving the cached copy', async () => {
  const survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  const surveyRow = await t.database.db.selectFrom('surveys').select('id').where('externalId', '=', survey).executeTakeFirstOrThrow();
  const updated = await t.database.db
    .updateTable('actionItems')
    .set({ dueOn: '2026-12-14' })
    .where('surveyId', '=', surveyRow.id)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  expect(Number(updated.numUpdatedRows)).toBeGreaterThan(0);

  await t.call(null, 'PUT', '/api/v1/test/clock', { now: '2026-12-14T23:00:00.000Z' });
  const onTheDay = await actionsReportText(survey);
  expect(onTheDay).toContain('Due 14 Dec 2026');
  expect(onTheDay).not.toContain('OVERDUE');

  await t.call(null, 'PUT', '/api/v1/test/clock', { now: '2026-12-15T01:00:00.000Z' });
  const dayAfter = await actionsReportText(survey);
  expect(dayAfter).toContain('OVERDUE');
  expect(t.app.pdfRenderer.stats()).toMatchObject({ completed: 2, cache: { hits: 0, misses: 2 } });
});
