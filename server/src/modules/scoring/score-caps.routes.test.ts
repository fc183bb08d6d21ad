import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capLine } from '@aquarisk/contract/scoring/caps';
import { auditResultsSchema, stepResultsSchema } from '@aquarisk/contract/schemas/results.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Knockout caps through the API (issue 13): the demo's Loch Creran audit is a good farm that never reported an escape
 * and, coherently (issue 22), never disclosed the loss to its insurer either: two knockouts at HIGH.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ESCAPES = 'Were all escapes this cycle reported to the authority in time?';
const DISCLOSED = 'Have all losses of the last five years been disclosed to the insurer?';
const CAP_LINE = `Capped at HIGH by: '${ESCAPES}' — Not reported; '${DISCLOSED}' — No`;
const surveyId = async (name: string) =>
  (await t.database.db.selectFrom('surveys').select('externalId').where('name', '=', name).executeTakeFirstOrThrow()).externalId;

describe('a capped audit', () => {
  it('shows its band, its score band and the knockout that capped it in the results', async () => {
    const id = await surveyId('Loch Creran compliance audit');
    const res = await t.call('viewer@example.com', 'GET', `/api/v1/survey/${id}/score?risk=true`);
    expect(res.statusCode).toBe(200);
    const results = auditResultsSchema.parse(res.json());
    expect(results.normScore!).toBeGreaterThanOrEqual(80);
    expect(results).toMatchObject({ risk: 'HIGH', scoreRisk: 'LOW' });
    expect(capLine(results)).toBe(CAP_LINE);
    const environment = results.children.find((s) => s.name === 'Environment')!;
    expect(environment).toMatchObject({ risk: 'HIGH', scoreRisk: 'LOW' });
    expect(capLine(environment)).toBe(`Capped at HIGH by: '${ESCAPES}' — Not reported`);
    const governance = results.children.find((s) => s.name === 'Governance')!;
    expect(capLine(governance)).toBe(`Capped at HIGH by: '${DISCLOSED}' — No`);
    expect(results.children.filter((s) => !['Environment', 'Governance'].includes(s.name)).every((s) => s.caps.length === 0)).toBe(true);
    const step = environment.children.find((s) => s.title === 'Escapes and stock')!;
    expect(step.caps.map((c) => [c.capRisk, c.answerText])).toEqual([
      ['MODERATE_HIGH', '150,000'], // as the answers table prints it (issue 37 item 5)
      ['HIGH', 'Not reported'],
    ]);
  });

  it('marks the capping answer in the step detail', async () => {
    const id = await surveyId('Loch Creran compliance audit');
    const results = auditResultsSchema.parse((await t.call('viewer@example.com', 'GET', `/api/v1/survey/${id}/score`)).json());
    const cap = results.caps.find((c) => c.questionText === ESCAPES);
    const res = await t.call(
      'viewer@example.com',
      'GET',
      `/api/v1/survey/${id}/score/section/${cap!.sectionId}/step/${cap!.stepId}?details=true&risk=true`,
    );
    expect(res.statusCode).toBe(200);
    const step = stepResultsSchema.parse(res.json());
    expect(step.risk).toBe('HIGH');
    expect(step.questions.find((q) => q.text === ESCAPES)).toMatchObject({
      capRisk: 'HIGH',
      notApplicable: false,
      answer: { answerStr: '[40]' },
    });
    expect(step.questions.filter((q) => q.capRisk).map((q) => q.capRisk)).toEqual(['MODERATE_HIGH', 'HIGH']);
  });

  it('lists the band and its cap without recomputing, and keeps them when an admin scores again', async () => {
    const ids = await t.ids();
    const list = await t.call('viewer@example.com', 'GET', `/api/v1/survey?filterCompanyExtId=${ids.company1}&size=250`);
    const surveys = list.json().companies.flatMap((c: { farms: { surveys: unknown[] }[] }) => c.farms.flatMap((f) => f.surveys));
    const capped = surveys.find((s: { name: string }) => s.name === 'Loch Creran compliance audit');
    expect(capped.scoring).toMatchObject({ risk: 'HIGH', scoreRisk: 'LOW' });
    expect(capLine(capped.scoring)).toBe(CAP_LINE);
    expect(capped.scoring.sections.find((s: { name: string }) => s.name === 'Environment')).toMatchObject({ risk: 'HIGH' });
    const plain = surveys.find((s: { name: string }) => s.name === 'Hardanger annual audit 2025');
    expect(plain.scoring).toMatchObject({ risk: 'LOW', scoreRisk: 'LOW', caps: [] });

    const id = await surveyId('Loch Creran compliance audit');
    await t.database.db
      .updateTable('surveys')
      .set({ risk: 'LOW', scoreRisk: 'LOW', capsJson: '[]' })
      .where('externalId', '=', id)
      .execute();
    const rescored = await t.call('admin@example.com', 'POST', `/api/v1/survey/${id}/score`);
    expect(rescored.statusCode).toBe(200);
    expect(rescored.json()).toMatchObject({ risk: 'HIGH', scoreRisk: 'LOW' });
    const row = await t.database.db
      .selectFrom('surveys')
      .select(['risk', 'scoreRisk', 'capsJson'])
      .where('externalId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ risk: 'HIGH', scoreRisk: 'LOW' });
    expect(JSON.parse(row.capsJson!).map((c: { capRisk: string }) => c.capRisk)).toEqual(['MODERATE_HIGH', 'HIGH', 'HIGH']);
    const sections = await t.database.db
      .selectFrom('surveySectionScores')
      .innerJoin('surveys', 'surveys.id', 'surveySectionScores.surveyId')
      .select(['surveySectionScores.name', 'surveySectionScores.risk', 'surveySectionScores.scoreRisk'])
      .where('surveys.externalId', '=', id)
      .execute();
    expect(sections.find((s) => s.name === 'Environment')).toMatchObject({ risk: 'HIGH' });
  });

  it('reads audits scored before caps existed as not capped', async () => {
    const id = await surveyId('Hardanger annual audit 2025');
    const row = await t.database.db.selectFrom('surveys').select('scoringJson').where('externalId', '=', id).executeTakeFirstOrThrow();
    const legacy = JSON.parse(row.scoringJson!);
    const strip = (level: Record<string, unknown>) => {
      delete level['scoreRisk'];
      delete level['caps'];
    };
    strip(legacy);
    for (const s of legacy.sections) {
      strip(s);
      for (const st of s.steps) strip(st);
    }
    await t.database.db
      .updateTable('surveys')
      .set({ scoringJson: JSON.stringify(legacy) })
      .where('externalId', '=', id)
      .execute();
    const results = auditResultsSchema.parse((await t.call('viewer@example.com', 'GET', `/api/v1/survey/${id}/score`)).json());
    expect(results).toMatchObject({ risk: 'LOW', scoreRisk: 'LOW', caps: [] });
    expect(capLine(results)).toBeNull();
  });
});
