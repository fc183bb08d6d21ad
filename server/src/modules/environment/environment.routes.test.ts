import { beforeAll, describe, expect, it } from 'vitest';
import { lastActivity } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, AUDITOR, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { assignToAudit, auditOf } from '../../../test/media-helpers.ts';
import { environmentOf, rowCounts, uploadCsv } from '../../../test/environment-helpers.ts';
import { multipart } from '../../../test/multipart.ts';

const { t } = demoAppPerFile();
let survey: string;
beforeAll(async () => {
  survey = await auditOf(t, AUDITOR);
  await assignToAudit(t, VIEWER, survey);
});

const upload = (content: string | Buffer, as = AUDITOR) => uploadCsv(t, as, survey, content);
const environment = (as = VIEWER) => environmentOf(t, as, survey);
const readingCount = async () => (await rowCounts(t, ['environmentReadings']))['environmentReadings'];

function hourly(hours: number, start = Date.UTC(2026, 0, 1)) {
  const lines = ['timestamp,temperature (C),dissolved_oxygen (mg/l)'];
  for (let h = 0; h < hours; h++)
    lines.push(`${new Date(start + h * 3_600_000).toISOString()},${(8 + (h % 24) / 10).toFixed(1)},${h === 777 ? 2.5 : 9}`);
  return `${lines.join('\n')}\n`;
}

describe('environmental data', () => {
  it('is empty before any upload', async () => {
    expect(await environment()).toEqual({ surveyExtId: survey, fileName: null, uploadedAt: null, from: null, to: null, series: [] });
  });

  it('stores a good file, logs it, and answers statistics computed over every reading', async () => {
    const res = await upload(
      'timestamp,temperature (C),salinity (ppt)\n2026-01-01T00:00Z,8,34\n2026-01-01T01:00Z,10,\n2026-01-01T02:00Z,12,35\n',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ surveyExtId: survey, rows: 3, parameters: ['temperature', 'salinity'] });
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'UPLOAD', target: 'SURVEY', targetExtId: survey, actorEmail: AUDITOR });
    expect(entry!.changes['environment']).toEqual([null, 'readings.csv']);
    const data = await environment();
    expect(data).toMatchObject({ fileName: 'readings.csv', from: '2026-01-01T00:00:00.000Z', to: '2026-01-01T02:00:00.000Z' });
    expect(data.series).toEqual([
      {
        key: 'temperature',
        label: 'Temperature',
        unit: 'C',
        count: 3,
        min: 8,
        mean: 10,
        max: 12,
        points: [
          [Date.UTC(2026, 0, 1), 8],
          [Date.UTC(2026, 0, 1, 1), 10],
          [Date.UTC(2026, 0, 1, 2), 12],
        ],
      },
      {
        key: 'salinity',
        label: 'Salinity',
        unit: 'ppt',
        count: 2,
        min: 34,
        mean: 34.5,
        max: 35,
        points: [
          [Date.UTC(2026, 0, 1), 34],
          [Date.UTC(2026, 0, 1, 2), 35],
        ],
      },
    ]);
  });

  it('replaces the series on a re-upload, and thins long series keeping the extremes', async () => {
    const res = await upload(hourly(5000));
    expect(res.statusCode).toBe(201);
    const data = await environment();
    expect(data.series.map((s) => s.key)).toEqual(['temperature', 'dissolved_oxygen']);
    const oxygen = data.series[1]!;
    expect(oxygen).toMatchObject({ count: 5000, min: 2.5, max: 9 });
    expect(oxygen.points.length).toBeLessThanOrEqual(2000);
    expect(oxygen.points.length).toBeGreaterThan(900);
    expect(oxygen.points).toContainEqual([Date.UTC(2026, 0, 1) + 777 * 3_600_000, 2.5]);
    const times = oxygen.points.map((p) => p[0]);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await readingCount()).toBe(10_000);
  });

  it.each([
    ['a ragged row', 'timestamp,temp\n2026-01-01,5\n2026-01-02\n', 'Line 3, column 2: expected 2 values, found 1.'],
    ['a value that is not a number', `${hourly(600)}2026-03-01T00:00Z,warm,9\n`, 'Line 602, column 2: "warm" is not a number.'],
    ['invalid UTF-8', Buffer.from([0x74, 0x69, 0x6d, 0xff]), 'Line 1, column 4: the file is not valid UTF-8; save it as UTF-8.'],
  ])('refuses %s whole with its line and column, storing nothing', async (_name, content, message) => {
    const before = { readings: await readingCount(), log: (await lastActivity(t))[0]!.id, data: await environment() };
    const res = await upload(content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await readingCount()).toBe(before.readings);
    expect((await lastActivity(t))[0]!.id).toBe(before.log);
    expect(await environment()).toEqual(before.data);
  });

  it('needs the audit id before the file, answers 404 to another company and 403 to a viewer', async () => {
    const { payload, headers } = multipart({}, { field: 'file', name: 'x.csv', content: hourly(3) });
    const noId = await t.app.inject({
      method: 'POST',
      url: '/api/v1/data',
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.token(ADMIN)}` },
    });
    expect(noId.statusCode).toBe(400);
    expect((await upload(hourly(3), OTHER)).statusCode).toBe(404);
    expect((await t.call(OTHER, 'GET', `/api/v1/survey/${survey}/environment`)).statusCode).toBe(404);
    expect((await upload(hourly(3), VIEWER)).statusCode).toBe(403);
    expect(await readingCount()).toBe(10_000);
  });
});
