import { parse } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatScore, riskText } from '@aquarisk/contract/risk';
import { capLine, scoreAloneLine } from '@aquarisk/contract/scoring/caps';
import { auditReportSchema } from '@aquarisk/contract/schemas/report.schema';
import { pageSize, pdfFile, pdfFonts, pdfInfo, pdfText } from '@aquarisk/reports/pdf-tools';
import { demoSurveyId } from '../../../test/audit-helpers.ts';
import { ADMIN, COMPANY, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let hardanger: string;
let unscored: string;
let scored: { externalId: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  hardanger = await demoSurveyId(t, 'Hardanger annual audit 2025');
  scored = await t.database.db.selectFrom('surveys').select(['externalId', 'name']).where('state', '=', 'SCORED').execute();
  unscored = (await t.database.db.selectFrom('surveys').select('externalId').where('state', '=', 'NOT_STARTED').executeTakeFirstOrThrow())
    .externalId;
});
afterAll(() => t.close());

const pdfOf = (body: Buffer | string) => pdfFile(Buffer.isBuffer(body) ? body : Buffer.from(body, 'binary'));
const download = (as: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } });
/** The file name a browser saves, read the way browsers read the header (filename* first). */
const fileNameOf = (res: { headers: Record<string, unknown> }) => parse(String(res.headers['content-disposition'])).parameters['filename'];
async function get(who: string, url: string) {
  return download(await t.token(who), url);
}

describe('GET /survey/{id}/report', () => {
  it('answers the scored results with every step’s answers, the farm and the company', async () => {
    const res = await t.call(VIEWER, 'GET', `/api/v1/survey/${hardanger}/report`);
    expect(res.statusCode).toBe(200);
    const report = auditReportSchema.parse(res.json());
    expect(report).toMatchObject({ farmName: 'Hardanger Fjord Site', companyName: 'Aurora Aquaculture' });
    const questions = report.scoring.children.flatMap((s) => s.children.flatMap((st) => st.questions));
    expect(questions.length).toBeGreaterThan(20);
    expect(questions.every((q) => q.answer?.answerStr)).toBe(true);
  });

  it('is 404 for another company and 409 for an audit not scored yet', async () => {
    expect((await t.call(OTHER, 'GET', `/api/v1/survey/${hardanger}/report`)).statusCode).toBe(404);
    expect((await t.call(VIEWER, 'GET', `/api/v1/survey/${unscored}/report`)).statusCode).toBe(409);
  });
});

describe('PDF downloads', () => {
  it('renders the report of every scored demo audit with its score, section risks and answers', async () => {
    for (const s of scored) {
      const report = auditReportSchema.parse((await t.call(ADMIN, 'GET', `/api/v1/survey/${s.externalId}/report`)).json());
      const res = await get(ADMIN, `/api/v1/survey/${s.externalId}/report.pdf`);
      expect(res.statusCode, s.name).toBe(200);
      const text = pdfText(pdfOf(res.rawPayload));
      expect(text).toContain(formatScore(report.scoring.normScore));
      for (const section of report.scoring.children) expect(text).toContain(`${section.name} · ${riskText(section.risk).toUpperCase()}`);
      expect(text).toContain(report.farmName);
    }
  });

  it('names the report and summary files after the farm, logs a DOWNLOAD, and leaves answers out of the summary', async () => {
    const report = await get(VIEWER, `/api/v1/survey/${hardanger}/report.pdf`);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['content-disposition']).toMatch(/^attachment;/);
    expect(fileNameOf(report)).toBe('Aquarisk-Hardanger Fjord Site-Report.pdf');
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'DOWNLOAD', target: 'SURVEY', targetExtId: hardanger, companyName: 'Aurora Aquaculture' });
    expect(entry!.changes).toEqual({ document: [null, 'Aquarisk-Hardanger Fjord Site-Report.pdf'] });

    const summary = await get(VIEWER, `/api/v1/survey/${hardanger}/summary.pdf`);
    expect(fileNameOf(summary)).toBe('Aquarisk-Hardanger Fjord Site-Summary.pdf');
    const file = pdfOf(summary.rawPayload);
    expect(pageSize(pdfInfo(file))).toBe('595.28 x 841.89');
    expect(pdfText(file)).not.toContain('Answers:');
    expect(pdfText(pdfOf(report.rawPayload))).toContain('Answers:');
  });

  it('says in the report and summary which answer capped the demo’s Loch Creran audit, and dates them (issue 21 item 13)', async () => {
    const loch = await demoSurveyId(t, 'Loch Creran compliance audit');
    const report = auditReportSchema.parse((await t.call(VIEWER, 'GET', `/api/v1/survey/${loch}/report`)).json());
    const audit = await t.database.db.selectFrom('surveys').select('surveyDate').where('externalId', '=', loch).executeTakeFirstOrThrow();
    const cap = capLine(report.scoring);
    expect(cap).toMatch(/^Capped at HIGH by: '.+' — .+$/);
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(audit.surveyDate!));
    for (const doc of ['report.pdf', 'summary.pdf']) {
      const text = pdfText(pdfOf((await get(VIEWER, `/api/v1/survey/${loch}/${doc}`)).rawPayload)).replace(/\s+/g, ' ');
      expect(text, doc).toContain(formatScore(report.scoring.normScore));
      expect(text, doc).toContain(cap);
      expect(text, doc).toContain(scoreAloneLine(report.scoring)!);
      expect(text, doc).toContain(`Report date: ${day}`);
    }
    // the browser draws the same documents from GET /report: it carries the audit's own date
    expect(report.surveyDate).toBe(audit.surveyDate);
  });

  it('renders the actions report on Letter paper with closers', async () => {
    const res = await get(COMPANY, `/api/v1/survey/${hardanger}/actions-report.pdf`);
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res)).toBe('Aquarisk-Hardanger Fjord Site-Actions.pdf');
    const file = pdfOf(res.rawPayload);
    expect(pageSize(pdfInfo(file))).toBe('612 x 792');
    const text = pdfText(file);
    expect(text).toContain('Replace worn mooring shackles on grid line 3');
    expect(text).toMatch(/Closed \d+ \w+ \d{4} by Magnus Manager/);
    expect(text).toContain('Shackles replaced on 2 June; photos filed in the maintenance log.');
  });

  it('keeps a Greek and Polish farm name in the file and its name', async () => {
    const name = 'Ιχθυοτροφείο Łódź';
    const farmId = (
      await t.database.db.selectFrom('surveys').select('farmId').where('externalId', '=', hardanger).executeTakeFirstOrThrow()
    ).farmId;
    await t.database.db.updateTable('farms').set({ name }).where('id', '=', farmId).execute();
    const res = await get(VIEWER, `/api/v1/survey/${hardanger}/summary.pdf`);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`Aquarisk-${name}-Summary.pdf`)}`);
    expect(fileNameOf(res)).toBe(`Aquarisk-${name}-Summary.pdf`);
    const file = pdfOf(res.rawPayload);
    expect(pdfText(file)).toContain(name);
    expect(pdfFonts(file)).toMatch(/DejaVuSans\s.*yes/);
  });

  it('answers 404 to another company for every audit document, and writes no log entry', async () => {
    const [before] = await lastActivity(t);
    for (const doc of ['report.pdf', 'summary.pdf', 'actions-report.pdf', 'actions-report'])
      expect((await get(OTHER, `/api/v1/survey/${hardanger}/${doc}`)).statusCode, doc).toBe(404);
    expect((await lastActivity(t))[0]!.id).toBe(before!.id);
  });
});

describe('GET /admin/api/v1/template/{id}.pdf', () => {
  it('renders the blank form, or the form for farms A to D, for admins only', async () => {
    const template = await t.database.db
      .selectFrom('templates')
      .select(['externalId', 'name'])
      .where('name', '=', 'Aquarisk Salmonid Sea Pens Audit')
      .executeTakeFirstOrThrow();
    const one = await get(ADMIN, `/admin/api/v1/template/${template.externalId}.pdf`);
    expect(one.statusCode).toBe(200);
    // The default templates' names start with the brand: it is not doubled (issue 21, item 20).
    expect(fileNameOf(one)).toBe('Aquarisk-Salmonid Sea Pens Audit-Form.pdf');
    const four = await get(ADMIN, `/admin/api/v1/template/${template.externalId}.pdf?farms=4`);
    expect(fileNameOf(four)).toBe('Aquarisk-Salmonid Sea Pens Audit-Form-4-farms.pdf');
    const text = pdfText(pdfOf(four.rawPayload));
    expect(text).toContain('Farm D');
    expect(text).toMatch(/Page 1 of \d+/);
    expect(pdfText(pdfOf(one.rawPayload))).not.toContain('Farm D');
    expect((await lastActivity(t))[0]).toMatchObject({ method: 'DOWNLOAD', target: 'TEMPLATE', targetExtId: template.externalId });
    expect((await get(COMPANY, `/admin/api/v1/template/${template.externalId}.pdf`)).statusCode).toBe(403);
    expect((await get(ADMIN, `/admin/api/v1/template/${template.externalId}.pdf?farms=9`)).statusCode).toBe(400);
  });
});
