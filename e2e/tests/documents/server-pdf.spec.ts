import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { serverMessages } from '../../../contract/src/messages.ts';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { reportEndpoints } from '@aquarisk/contract/endpoints/report.endpoints';
import { callApi, sendApi } from '../../fixtures/api.ts';
import { apiSignIn } from '../../fixtures/session.ts';
import { VIEWER } from '../../../server/test/demo-users.ts';

/**
 * Issue 21 items 3 and 13 on the production build (`node server/dist/main.js`): PDF downloads render on the compiled
 * worker pool, say which knockout answer capped the audit and carry a report date, and a user over their share of
 * renders is told when to come back. The demo's Loch Creran compliance audit is read, never changed.
 */

async function lochCreran(request: Parameters<typeof apiSignIn>[0], token: string) {
  const page = await callApi(request, token, auditEndpoints.list, { query: { filterState: 'SCORED', size: 250 } });
  const survey = page.companies.flatMap((c) => c.farms.flatMap((f) => f.surveys)).find((s) => s.name === 'Loch Creran compliance audit');
  if (!survey) throw new Error('the demo audit Loch Creran compliance audit is missing');
  return survey.externalId;
}

/** The file's text (whitespace flattened), and page 1 as a PNG in the test output to look at. */
async function readPdf(res: APIResponse, file: string) {
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await res.body());
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('report.pdf and summary.pdf from the compiled server name the knockout and the date; a third download at once is refused', async ({
  request,
}, testInfo) => {
  const viewer = await apiSignIn(request, VIEWER);
  const survey = await lochCreran(request, viewer.accessToken);
  const token = viewer.accessToken;
  const params = { id: survey };

  for (const [doc, e] of [
    ['report', reportEndpoints.reportPdf],
    ['summary', reportEndpoints.summaryPdf],
  ] as const) {
    const text = await readPdf(await sendApi(request, token, e, { params }), testInfo.outputPath(`${doc}.pdf`));
    expect(text).toMatch(/Capped at HIGH by: '[^']+' — \S+/);
    expect(text).toMatch(/The score alone is (LOW|MODERATE LOW|MODERATE|MODERATE HIGH)\./);
    expect(text).toMatch(/Report date: \d{1,2} \w{3,4} \d{4}/);
  }

  // the demo's per-user share is 2 renders in flight: a third at the same moment is refused with a time to come back
  const answers = await Promise.all([1, 2, 3].map(() => sendApi(request, token, reportEndpoints.summaryPdf, { params })));
  const refused = answers.filter((a) => a.status() === 429);
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 200, 429]);
  expect(Number(refused[0]!.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(await refused[0]!.json()).toMatchObject({ status: 429, code: 'PDF_USER_BUSY', message: serverMessages.pdfUserBusy });
});
