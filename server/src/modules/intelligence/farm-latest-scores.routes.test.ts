import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answerAll, demoSurveyId, launch } from '../../../test/audit-helpers.ts';
import { ADMIN, AUDITOR } from '../../../test/demo-users.ts';

/**
 * Issue 25 item 2: farm_latest_scores holds each farm's latest scored audit (by launch time, then id) after every
 * write that can change it. After each write below, the table is compared with the same facts found the old way,
 * over all audits; a write that forgot the table (or a rule that picked another audit) fails here, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each farm's latest scored audit found over its audits, as the table should hold it. */
async function foundOverAudits() {
  const db = t.database.db;
  const farms = await db.selectFrom('farms').select('id').orderBy('id').execute();
  const out = [];
  for (const f of farms) {
    const s = await db
      .selectFrom('surveys')
      .selectAll()
      .where('farmId', '=', f.id)
      .where('state', '=', 'SCORED')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!s) continue;
    const sections = await db
      .selectFrom('surveySectionScores')
      .select(['ordinal', 'name', 'risk', 'normScore as norm', 'score'])
      .where('surveyId', '=', s.id)
      .orderBy('ordinal')
      .execute();
    out.push({
      farmId: f.id,
      companyId: s.companyId,
      surveyId: s.id,
      surveyExtId: s.externalId,
      surveyName: s.name,
      surveyCreatedAt: s.createdAt,
      normScore: s.normScore,
      risk: s.risk,
      scoreRisk: s.scoreRisk,
      capsJson: s.capsJson,
      stepRiskCounts: s.stepRiskCounts,
      modelVersion: s.modelVersion,
      scoredAt: s.scoredAt,
      sections,
    });
  }
  return out;
}

async function table() {
  const rows = await t.database.db.selectFrom('farmLatestScores').selectAll().orderBy('farmId').execute();
  return rows.map(({ updatedAt: _at, sectionsJson, ...row }) => ({ ...row, sections: JSON.parse(sectionsJson) as unknown }));
}

async function expectTableRight() {
  const expected = await foundOverAudits();
  expect(expected.length).toBeGreaterThan(0);
  expect(await table()).toEqual(expected);
}

const score = async (surveyId: string) => {
  const res = await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/score`);
  expect(res.statusCode, res.body).toBe(200);
};
const surveyRow = (externalId: string) =>
  t.database.db.selectFrom('surveys').select(['id', 'farmId']).where('externalId', '=', externalId).executeTakeFirstOrThrow();
const latestOf = async (farmId: number) =>
  (await t.database.db.selectFrom('farmLatestScores').select('surveyId').where('farmId', '=', farmId).executeTakeFirst())?.surveyId;

describe('farm_latest_scores after each write', () => {
  it('holds every demo farm with a scored audit after the demo seed', expectTableRight);

  it('takes a first score of a newer audit, and keeps it when an older audit is scored again', async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Latest score audit');
    await answerAll(t, AUDITOR, surveyId, template);
    await expectTableRight(); // launched and answered, not scored: nothing changes
    await score(surveyId);
    const newer = await surveyRow(surveyId);
    expect(await latestOf(newer.farmId)).toBe(newer.id);
    await expectTableRight();
    await score(await demoSurveyId(t, 'Loch Creran compliance audit'));
    expect(await latestOf(newer.farmId)).toBe(newer.id);
    await expectTableRight();
  });

  it('takes a rescore under a newer risk model', async () => {
    const id = await demoSurveyId(t, 'Loch Creran compliance audit');
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Model version audit');
    await answerAll(t, AUDITOR, surveyId, template);
    await score(surveyId);
    // As a result scored before model versions were stored reads: model 1, in the audit and in the farm's row.
    const row = await surveyRow(surveyId);
    await t.database.db.updateTable('surveys').set({ modelVersion: 1, normScore: -1 }).where('id', '=', row.id).execute();
    await t.database.db.updateTable('farmLatestScores').set({ modelVersion: 1, normScore: -1 }).where('surveyId', '=', row.id).execute();
    await score(surveyId);
    await expectTableRight();
    expect(id).not.toBe(surveyId);
  });

  it('breaks a tie of launch times by id, whichever of the two is scored first', async () => {
    const a = await launch(t, 'Lofoten North', [AUDITOR], 'Tie A');
    const b = await launch(t, 'Lofoten North', [AUDITOR], 'Tie B');
    await answerAll(t, AUDITOR, a.surveyId, a.template);
    await answerAll(t, AUDITOR, b.surveyId, b.template);
    const [ra, rb] = [await surveyRow(a.surveyId), await surveyRow(b.surveyId)];
    const at = '2030-01-01T00:00:00.000Z';
    await t.database.db.updateTable('surveys').set({ createdAt: at }).where('id', 'in', [ra.id, rb.id]).execute();
    const [low, high] = ra.id < rb.id ? [a, b] : [b, a];
    await score(high.surveyId);
    await score(low.surveyId);
    expect(await latestOf(ra.farmId)).toBe(Math.max(ra.id, rb.id));
    await expectTableRight();
  });

  it('drops the rows of a deleted farm and of a deleted company', async () => {
    const ids = await t.ids();
    const farm = await t.database.db
      .selectFrom('farms')
      .select('id')
      .where('externalId', '=', ids.farms['Loch Creran']!)
      .executeTakeFirstOrThrow();
    expect(await latestOf(farm.id)).toBeDefined();
    const del = await t.call(ADMIN, 'DELETE', `/api/v1/company/${ids.company1}/farm/${ids.farms['Loch Creran']}`);
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await latestOf(farm.id)).toBeUndefined();
    await expectTableRight();
    const company = await t.call(ADMIN, 'DELETE', `/api/v1/company/${ids.company2}`);
    expect(company.statusCode, company.body).toBeLessThan(300);
    await expectTableRight();
  });
});
