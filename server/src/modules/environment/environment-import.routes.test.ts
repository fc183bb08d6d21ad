import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migration023 } from '../../db/migrations/023_environment_staging.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { auditOf } from '../../../test/media-helpers.ts';
import { environmentOf, rowCounts, uploadCsv } from '../../../test/environment-helpers.ts';

/**
 * The batched import of issue 21 item 4: pending sets that readers skip, one swap per import, nothing left behind.
 */
let t: TestApp;
let survey: string;
let surveyId: number;
beforeAll(async () => {
  t = await createTestApp();
  survey = await auditOf(t, AUDITOR);
  surveyId = (await t.database.db.selectFrom('surveys').select('id').where('externalId', '=', survey).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const upload = (content: string, name: string) => uploadCsv(t, AUDITOR, survey, content, name);
const environment = () => environmentOf(t, AUDITOR, survey);
function hourly(rows: number, value: number, parameters = ['temperature (C)', 'salinity (ppt)']) {
  const lines = [`timestamp,${parameters.join(',')}`];
  for (let h = 0; h < rows; h++) lines.push(`${new Date(Date.UTC(2026, 0, 1, h)).toISOString()}${`,${value}`.repeat(parameters.length)}`);
  return `${lines.join('\n')}\n`;
}
const parameterRows = () =>
  t.database.db.selectFrom('environmentParameters').select(['id', 'surveyId', 'key', 'pendingImport']).orderBy('id').execute();

async function pendingSet(pendingImport: string, since: Date) {
  const [p] = await t.database.db
    .insertInto('environmentParameters')
    .values({ surveyId, key: 'left', label: 'Left', unit: null, ordinal: 0, pendingImport, pendingSince: since.toISOString() })
    .returning('id')
    .execute();
  await t.database.db
    .insertInto('environmentReadings')
    .values(Array.from({ length: 10_000 }, (_x, i) => ({ parameterId: p!.id, tsMs: i, value: 1 })))
    .execute();
  return p!.id;
}

describe('environmental import', () => {
  it('clears a pending set a dead import left a day ago, and leaves a running import’s set alone', async () => {
    const stale = await pendingSet('00000000-0000-4000-8000-000000000001', new Date(Date.now() - 25 * 3600_000));
    const running = await pendingSet('00000000-0000-4000-8000-000000000002', new Date(Date.now() - 60_000));
    expect((await environment()).series).toEqual([]);
    expect((await upload(hourly(3, 5), 'first.csv')).statusCode).toBe(201);
    const ids = (await parameterRows()).map((p) => p.id);
    expect(ids).not.toContain(stale);
    expect(ids).toContain(running);
    const left = await t.database.db.selectFrom('environmentReadings').select('parameterId').distinct().execute();
    expect(left.map((r) => r.parameterId)).not.toContain(stale);
    await t.database.db.deleteFrom('environmentParameters').where('id', '=', running).execute();
  });

  it('swaps concurrent imports of one audit one after the other: one live series, the last swapped, nothing pending', async () => {
    const [a, b] = await Promise.all([
      upload(hourly(3_000, 1, ['temperature (C)', 'salinity (ppt)']), 'a.csv'),
      upload(hourly(2_000, 2, ['oxygen (mg/l)']), 'b.csv'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const data = await environment();
    const expected = data.fileName === 'a.csv' ? ['temperature', 'salinity'] : ['oxygen'];
    expect(data.series.map((s) => s.key)).toEqual(expected);
    const rows = await parameterRows();
    expect(rows.map((r) => [r.key, r.pendingImport])).toEqual(expected.map((k) => [k, null]));
    const { environmentReadings } = await rowCounts(t, ['environmentReadings']);
    expect(environmentReadings).toBe(data.fileName === 'a.csv' ? 6_000 : 2_000);
  });

  it('migration 023 goes down and up again, keeping the live series', async () => {
    const before = await environment();
    const plain = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    await migration023.down(plain, t.database.dialect);
    await migration023.up(plain, t.database.dialect);
    expect(await environment()).toEqual(before);
  });
});
