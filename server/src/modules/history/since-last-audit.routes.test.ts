import { describe, expect, it } from 'vitest';
import { auditReportSchema } from '@aquarisk/contract/schemas/report.schema';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, VIEWER } from '../../../test/demo-users.ts';
import { pdfFile, pdfText } from '@aquarisk/reports/pdf-tools';
import { demoSurveyId } from '../../../test/audit-helpers.ts';

/**
 * Issue 26 item 7 on the demo's history: Hardanger was audited in 2023, 2024 and 2025; the 2025 report compares with
 * 2024, the 2023 one (the farm's first) has no such section.
 */
const { t } = demoAppPerFile();

const surveyId = (name: string) => demoSurveyId(t, name);
const report = async (name: string, as = ADMIN) => {
  const res = await t.call(as, 'GET', `/api/v1/survey/${await surveyId(name)}/report`);
  expect(res.statusCode, res.body).toBe(200);
  return auditReportSchema.parse(res.json());
};

describe('Since the last audit in the report', () => {
  it("compares an audit with the farm's previous scored audit, listing only answers that moved points", async () => {
    const since = (await report('Hardanger annual audit 2025')).sinceLastAudit!;
    expect(since.previous.name).toBe('Hardanger annual audit 2024');
    expect(since.sections.length).toBeGreaterThan(0);
    expect(since.changedAnswers.length).toBeGreaterThan(0);
    for (const c of since.changedAnswers) expect(c.older.points ?? 0).not.toBe(c.newer.points ?? 0);
    const compare = (
      await t.call(ADMIN, 'GET', `/api/v1/survey/${await surveyId('Hardanger annual audit 2025')}/compare/${since.previous.externalId}`)
    ).json<{ changedAnswers: { questionId: number; older: { points?: number | null }; newer: { points?: number | null } }[] }>();
    const moved = compare.changedAnswers.filter((c) => (c.older.points ?? 0) !== (c.newer.points ?? 0)).map((c) => c.questionId);
    expect(since.changedAnswers.map((c) => c.questionId)).toEqual(moved);
  });

  it('has no section for the farm’s first scored audit', async () => {
    expect((await report('Hardanger annual audit 2023')).sinceLastAudit ?? null).toBeNull();
  });

  it('shows no points to a reader who does not see step scores', async () => {
    const since = (await report('Hardanger annual audit 2025', VIEWER)).sinceLastAudit;
    if (since) for (const c of since.changedAnswers) expect(c.newer).not.toHaveProperty('points');
  });

  it('is printed in the PDF', async () => {
    const res = await t.call(ADMIN, 'GET', `/api/v1/survey/${await surveyId('Hardanger annual audit 2025')}/summary.pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(pdfFile(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Since the last audit');
    expect(text).toContain('Against Hardanger annual audit 2024');
  });
});
