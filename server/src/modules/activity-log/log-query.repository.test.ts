import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countEntries, pageEntries, streamEntries, type LogFilter } from './log-query.repository.ts';
import { insertEntries, type LogRowInsert } from './activity-record.repository.ts';

const entry = (i: number, createdAt: string, method: string, target: string): LogRowInsert => ({
  actorUserId: null,
  actorEmail: i % 2 ? 'a@x.io' : 'b@x.io',
  method,
  target,
  targetName: `Farm ${i}`,
  targetExtId: null,
  companyId: null,
  companyName: null,
  updatedFieldsJson: '{}',
  createdAt,
});

let t: TestApp;

/** Seven entries, three of them in the same millisecond, so the keyset has to break ties by id. */
beforeAll(async () => {
  t = await createTestApp();
  const times = [
    '2026-01-01T10:00:00.000Z',
    '2026-01-02T10:00:00.000Z',
    '2026-01-02T10:00:00.000Z',
    '2026-01-02T10:00:00.000Z',
    '2026-01-03T00:00:00.000Z',
    '2026-01-04T23:59:59.999Z',
    '2026-01-05T00:00:00.000Z',
  ];
  await insertEntries(
    t.database.db,
    times.map((createdAt, i) => entry(i, createdAt, i % 3 ? 'UPDATE' : 'ADD', 'FARM')),
  );
});
afterAll(() => t.close());

const streamed = async (f: LogFilter, sort: 'asc' | 'desc', batch: number) => {
  const out: string[] = [];
  let batches = 0;
  for await (const rows of streamEntries(t.database.db, f, sort, batch)) {
    batches += 1;
    out.push(...rows.map((r) => r.targetName!));
  }
  return { out, batches };
};

describe('activity log reads', () => {
  it('streams every entry once, in the order of the page, batch by batch, ties broken by id', async () => {
    for (const sort of ['desc', 'asc'] as const) {
      const page = (await pageEntries(t.database.db, {}, sort, 1, 250)).map((r) => r.targetName);
      for (const batch of [1, 2, 3, 7, 100]) {
        const { out, batches } = await streamed({}, sort, batch);
        expect(out).toEqual(page);
        expect(batches).toBe(Math.ceil(7 / batch));
      }
    }
    expect((await streamed({}, 'desc', 2)).out).toEqual(['Farm 6', 'Farm 5', 'Farm 4', 'Farm 3', 'Farm 2', 'Farm 1', 'Farm 0']);
  });

  it('applies the same filter to the count, the page and the stream', async () => {
    const f: LogFilter = { userEmails: ['a@x.io'], methods: ['UPDATE'], from: '2026-01-02T10:00:00.000Z', to: '2026-01-04T23:59:59.999Z' };
    expect(await countEntries(t.database.db, f)).toBe(2);
    expect((await pageEntries(t.database.db, f, 'asc', 1, 10)).map((r) => r.targetName)).toEqual(['Farm 1', 'Farm 5']);
    expect((await streamed(f, 'asc', 1)).out).toEqual(['Farm 1', 'Farm 5']);
    expect(await countEntries(t.database.db, { auditTargets: ['USER'] })).toBe(0);
    expect((await streamed({ auditTargets: ['USER'] }, 'desc', 5)).batches).toBe(0);
  });
});

describe('the total', () => {
  it('matches a count of the entries for whole days, partial days, open ends and filters', async () => {
    const extra = [
      '2026-01-02T00:00:00.000Z',
      '2026-01-02T23:59:59.999Z',
      '2026-01-03T12:00:00.000Z',
      '2026-01-04T00:00:00.001Z',
      '2026-01-06T08:30:00.000Z',
    ];
    await insertEntries(
      t.database.db,
      extra.map((at, i) => entry(100 + i, at, i % 2 ? 'DELETE' : 'UPDATE', i % 3 ? 'USER' : 'FARM')),
    );
    const all = await pageEntries(t.database.db, {}, 'asc', 1, 250);
    const bounds = [
      null,
      '2026-01-01T00:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-02T10:00:00.001Z',
      '2026-01-02T23:59:59.999Z',
      '2026-01-03T00:00:00.000Z',
      '2026-01-03T23:59:59.999Z',
      '2026-01-04T00:00:00.000Z',
      '2026-01-04T23:59:59.999Z',
      '2026-01-05T12:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ];
    const filters: LogFilter[] = [
      {},
      { auditTargets: ['FARM'] },
      { methods: ['UPDATE', 'DELETE'] },
      { auditTargets: ['USER'], methods: ['DELETE'] },
      { userEmails: ['a@x.io'] },
    ];
    let checked = 0;
    for (const base of filters) {
      for (const from of bounds) {
        for (const to of bounds) {
          if (from && to && from > to) continue;
          const f: LogFilter = { ...base, from, to };
          const expected = all.filter(
            (r) =>
              (!f.auditTargets || f.auditTargets.includes(r.target)) &&
              (!f.methods || f.methods.includes(r.method)) &&
              (!f.userEmails || f.userEmails.includes(r.actorEmail!)) &&
              (!from || r.createdAt >= from) &&
              (!to || r.createdAt <= to),
          ).length;
          expect(await countEntries(t.database.db, f), JSON.stringify(f)).toBe(expected);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
