import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { auditResultsSchema } from '@aquarisk/contract/schemas/results.schema';
import { ADMIN, AUDITOR, VIEWER } from '../../../test/demo-users.ts';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';

/**
 * Rescoring is explicit (issue 22): a stored result keeps the risk model it was scored with, nothing rescores it
 * behind the user's back, and an admin's rescore uses the current model and says so in the activity log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AUDIT = 'Hardanger annual audit 2025';
const row = () =>
  t.database.db
    .selectFrom('surveys')
    .select(['id', 'externalId', 'scoringJson', 'modelVersion', 'risk', 'normScore'])
    .where('name', '=', AUDIT)
    .executeTakeFirstOrThrow();
const results = async (id: string) => auditResultsSchema.parse((await t.call(VIEWER, 'GET', `/api/v1/survey/${id}/score`)).json());

/** Rewrites the stored result as risk model 1 stored it: no version, no exposure, no packs, its own band. */
async function storeAsModelOne(band: string) {
  const audit = await row();
  const v1 = JSON.parse(audit.scoringJson!) as Record<string, unknown>;
  for (const key of ['modelVersion', 'exposure', 'rulePacks']) delete v1[key];
  await t.database.db
    .updateTable('surveys')
    .set({ scoringJson: JSON.stringify({ ...v1, risk: band, scoreRisk: band, caps: [] }), risk: band, modelVersion: 1 })
    .where('id', '=', audit.id)
    .execute();
  return audit.externalId;
}

describe('the risk model version', () => {
  it('is stored with a result, with the exposure score and the packs of the farm’s place and species', async () => {
    const audit = await row();
    expect(audit.modelVersion).toBe(RISK_MODEL_VERSION);
    const scored = await results(audit.externalId);
    expect(scored.modelVersion).toBe(RISK_MODEL_VERSION);
    expect(scored.exposure).toMatchObject({ risk: 'LOW' });
    expect(scored.rulePacks!.map((p) => p.id)).toEqual(['base', 'species-salmonids', 'jurisdiction-norway']);
  });

  it('stays with a result scored by model 1: read as it was stored, not rescored', async () => {
    const id = await storeAsModelOne('MODERATE');
    const stored = await results(id);
    expect(stored).toMatchObject({ modelVersion: 1, risk: 'MODERATE', exposure: null, rulePacks: [] });
    const list = await t.call(VIEWER, 'GET', `/api/v1/survey?size=250`);
    const listed = list
      .json<{ companies: { farms: { surveys: { name: string; scoring: { modelVersion: number; risk: string } }[] }[] }[] }>()
      .companies.flatMap((c) => c.farms.flatMap((f) => f.surveys))
      .find((s) => s.name === AUDIT)!;
    expect(listed.scoring).toMatchObject({ modelVersion: 1, risk: 'MODERATE' });
  });

  it('moves to the current model only when an admin rescores, and the log says from which model', async () => {
    const id = await storeAsModelOne('MODERATE');
    expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${id}/score`)).statusCode).toBe(409);
    expect((await results(id)).modelVersion).toBe(1);

    const rescored = await t.call(ADMIN, 'POST', `/api/v1/survey/${id}/score`);
    expect(rescored.statusCode, rescored.body).toBe(200);
    expect(rescored.json()).toMatchObject({ modelVersion: RISK_MODEL_VERSION, risk: 'LOW' });
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'SURVEY', targetName: AUDIT });
    expect(entry!.changes['modelVersion']).toEqual([1, RISK_MODEL_VERSION]);
    expect(entry!.changes['risk']).toEqual(['MODERATE', 'LOW']);
    expect((await row()).modelVersion).toBe(RISK_MODEL_VERSION);
    expect(await results(id)).toMatchObject({ modelVersion: RISK_MODEL_VERSION, risk: 'LOW' });
  });

  it('logs no model change when a result already on the current model is scored again', async () => {
    const { externalId } = await row();
    expect((await t.call(ADMIN, 'POST', `/api/v1/survey/${externalId}/score`)).statusCode).toBe(200);
    const [entry] = await lastActivity(t);
    expect(entry!.changes['modelVersion']).toBeUndefined();
  });
});
