import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMonths } from '@aquarisk/contract/audit-schedule';
import { SCHEDULE_MESSAGES, type AuditSchedule } from '@aquarisk/contract/schemas/audit-schedule.schema';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectForbidden, expectInvalid, expectNotFound, expectUnauthorized } from '../../../test/api-assertions.ts';
import { answerAll, launch } from '../../../test/audit-helpers.ts';
import { visibleDemoFarms } from '../../../test/demo-farms.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER, OTHER } from '../../../test/demo-users.ts';

interface PageFarm {
  externalId: string;
  name: string;
  schedule: AuditSchedule;
}
interface Page {
  total: number;
  farms: PageFarm[];
  next: string | null;
}

const { t, ids } = demoAppPerFile();
const today = () => new Date().toISOString().slice(0, 10);
const dayFrom = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const schedulePath = (farm: string, company = ids.company1) => `/api/v1/company/${company}/farm/${ids.farms[farm]}/schedule`;
const put = (as: string | null, farm: string, body: unknown, company = ids.company1) =>
  t.call(as, 'PUT', schedulePath(farm, company), body);
/** The database id of demo company 1, for farms inserted straight into the table. */
const company1Id = async () =>
  (await t.database.db.selectFrom('companies').select('id').where('externalId', '=', ids.company1).executeTakeFirstOrThrow()).id;
const getFarm = async (as: string, farm: string) =>
  (await t.call(as, 'GET', `/api/v1/company/${ids.company1}/farm/${ids.farms[farm]}`)).json<PageFarm>();

async function walk(as: string, size: number) {
  const farms: PageFarm[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ size: String(size), ...(after ? { after } : {}) });
    const res = await t.call(as, 'GET', `/api/v1/company/${ids.company1}/farm-page?${query.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Page>();
    farms.push(...body.farms);
    after = body.next;
    pages += 1;
  } while (after && pages < 200);
  return farms;
}

describe('audit schedules (issue 26 item 3)', () => {
  it('the demo lists overdue farms first for the company admin, each with its badge and due date', async () => {
    const first = (await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}/farm-page?size=5`)).json<Page>();
    // Hardanger's 2026 audit is under way, not scored: its yearly schedule counts from the 2025 audit (issue 37 item 14).
    expect(first.farms.map((f) => [f.name, f.schedule.status])).toEqual([
      ['Chiloé Sur', 'OVERDUE'],
      ['Hardanger Fjord Site', 'OVERDUE'],
      ['Saronic Gulf Pens', 'OVERDUE'],
      ['Lofoten North', 'DUE'],
      ['Loch Creran', 'DUE_SOON'],
    ]);
    expect(first.farms[2]!.schedule).toEqual({ kind: 'CYCLE', cycleDate: dayFrom(-21), nextAuditDue: dayFrom(-21), status: 'OVERDUE' });
    expect(first.farms[0]!.schedule).toEqual({ kind: 'MONTHS_12', cycleDate: null, nextAuditDue: '2025-11-05', status: 'OVERDUE' });
  });

  it('sets, changes and clears a schedule; the farm answers it; the change is logged', async () => {
    const set = await put(COMPANY, 'Macquarie Harbour', { kind: 'CYCLE', cycleDate: dayFrom(45) });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ kind: 'CYCLE', cycleDate: dayFrom(45), nextAuditDue: dayFrom(45), status: 'DUE_SOON' });
    expect((await getFarm(COMPANY, 'Macquarie Harbour')).schedule).toEqual(set.json());
    // An interval counts from the farm's latest scored audit; Macquarie Harbour's only audit (launched 2026-08-18) is
    // not scored, so it counts from the day the schedule was set.
    const yearly = await put(AUDITOR, 'Macquarie Harbour', { kind: 'MONTHS_12' });
    expect(yearly.json()).toEqual({ kind: 'MONTHS_12', cycleDate: null, nextAuditDue: today(), status: 'DUE' });
    const cleared = await put(COMPANY, 'Macquarie Harbour', { kind: 'NONE', cycleDate: null });
    expect(cleared.json()).toEqual({ kind: 'NONE', cycleDate: null, nextAuditDue: null, status: null });
    const log = await t.database.db
      .selectFrom('activityLog')
      .select('updatedFieldsJson')
      .where('targetExtId', '=', ids.farms['Macquarie Harbour']!)
      .orderBy('id')
      .execute();
    expect(log.map((l) => JSON.parse(l.updatedFieldsJson) as unknown)).toEqual([
      { schedule: ['NONE', `CYCLE ${dayFrom(45)}`] },
      { schedule: [`CYCLE ${dayFrom(45)}`, 'MONTHS_12'] },
      { schedule: ['MONTHS_12', 'NONE'] },
    ]);
  });

  it('keeps the due date when an audit is only launched, and moves it when the audit is scored (issue 37 item 14)', async () => {
    const interval = await put(COMPANY, 'Bantry Bay Mussels', { kind: 'MONTHS_6' });
    expect(interval.json()).toMatchObject({ nextAuditDue: '2026-07-22', status: 'OVERDUE' });
    const cycle = await put(COMPANY, 'Clayoquot Sound', { kind: 'CYCLE', cycleDate: today() });
    expect(cycle.json()).toMatchObject({ nextAuditDue: today(), status: 'DUE' });

    const cycleAudit = await launch(t, 'Clayoquot Sound');
    const intervalAudit = await launch(t, 'Bantry Bay Mussels');
    expect((await getFarm(COMPANY, 'Clayoquot Sound')).schedule).toMatchObject({ nextAuditDue: today(), status: 'DUE' });
    expect((await getFarm(COMPANY, 'Bantry Bay Mussels')).schedule).toMatchObject({ nextAuditDue: '2026-07-22', status: 'OVERDUE' });

    for (const audit of [cycleAudit, intervalAudit]) {
      await answerAll(t, ADMIN, audit.surveyId, audit.template);
      const scored = await t.call(ADMIN, 'POST', `/api/v1/survey/${audit.surveyId}/score`);
      expect(scored.statusCode, scored.body).toBe(200);
    }
    expect((await getFarm(COMPANY, 'Clayoquot Sound')).schedule).toEqual({
      kind: 'CYCLE',
      cycleDate: today(),
      nextAuditDue: null,
      status: null,
    });
    expect((await getFarm(COMPANY, 'Bantry Bay Mussels')).schedule).toMatchObject({ nextAuditDue: addMonths(today(), 6), status: null });
  });

  it('counts a never-audited interval farm from the day its schedule was set, which saving the same kind keeps', async () => {
    const companyId = await company1Id();
    const now = new Date().toISOString();
    const externalId = randomUUID();
    await t.database.db
      .insertInto('farms')
      .values({ externalId, companyId, name: 'Unaudited Farm', structuresJson: '[]', createdAt: now, updatedAt: now })
      .execute();
    const path = `/api/v1/company/${ids.company1}/farm/${externalId}/schedule`;
    expect((await t.call(COMPANY, 'PUT', path, { kind: 'MONTHS_6' })).json()).toMatchObject({ nextAuditDue: today(), status: 'DUE' });
    await t.database.db.updateTable('farms').set({ scheduledOn: '2020-01-01' }).where('externalId', '=', externalId).execute();
    expect((await t.call(COMPANY, 'PUT', path, { kind: 'MONTHS_6' })).json()).toMatchObject({
      nextAuditDue: '2020-01-01',
      status: 'OVERDUE',
    });
    expect((await t.call(COMPANY, 'PUT', path, { kind: 'MONTHS_12' })).json()).toMatchObject({ nextAuditDue: today(), status: 'DUE' });
    await t.database.db.deleteFrom('farms').where('externalId', '=', externalId).execute();
  });

  it('keeps overdue, due and due soon farms first across pages, each farm exactly once', async () => {
    const companyId = await company1Id();
    const now = new Date().toISOString();
    const dues = [-400, -30, -1, 0, 0, 10, 30, 31, 90, 91, 200, null, null, -30];
    await t.database.db
      .insertInto('farms')
      .values(
        dues.map((d, i) => ({
          externalId: randomUUID(),
          companyId,
          name: `Scheduled ${String(i % 5)}`,
          structuresJson: '[]',
          scheduleKind: d === null ? 'NONE' : 'CYCLE',
          scheduleCycleDate: d === null ? null : dayFrom(d),
          scheduledOn: d === null ? null : today(),
          nextAuditDue: d === null ? null : dayFrom(d),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const all = (await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}/farm`)).json<PageFarm[]>();
    const rank = (f: PageFarm) => (f.schedule.status === null ? '~' : f.schedule.nextAuditDue!);
    const expected = [...all].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
    for (const size of [1, 3, 7]) {
      const walked = await walk(COMPANY, size);
      expect(walked.map((f) => f.externalId)).toEqual(expected.map((f) => f.externalId));
    }
    const statuses = (await walk(ADMIN, 50)).map((f) => f.schedule.status);
    const firstNone = statuses.indexOf(null);
    expect(statuses.slice(0, firstNone)).toEqual([
      'OVERDUE',
      'OVERDUE',
      'OVERDUE',
      'OVERDUE',
      'OVERDUE',
      'OVERDUE',
      'OVERDUE',
      'DUE',
      'DUE',
      'DUE',
      'DUE',
      'DUE',
      'DUE_SOON',
      'DUE_SOON',
      'DUE_SOON',
    ]);
    expect(statuses.slice(firstNone).every((s) => s === null)).toBe(true);
    await t.database.db.deleteFrom('farms').where('name', 'like', 'Scheduled %').execute();
  });

  it('shows a restricted member only their farms, in name order, and lets only editors set a schedule', async () => {
    for (const email of [MANAGER, FARMER, AUDITOR]) {
      const walked = await walk(email, 2);
      expect(walked.map((f) => f.name)).toEqual(visibleDemoFarms(email));
    }
    // a manager may set no farm's schedule: refused by role before the farm is looked up (issue 38 item 1)
    expectForbidden(await put(MANAGER, 'Saronic Gulf Pens', { kind: 'MONTHS_6' }));
    expectForbidden(await put(FARMER, 'Hardanger Fjord Site', { kind: 'MONTHS_6' }));
    expectForbidden(await put(MANAGER, 'Lofoten North', { kind: 'MONTHS_6' }));
  });

  it("answers 404 for another company's farm and 401 without a token", async () => {
    expectNotFound(await put(OTHER, 'Hardanger Fjord Site', { kind: 'MONTHS_6' }));
    expectNotFound(await put(COMPANY, 'Willapa Bay Oysters', { kind: 'MONTHS_6' }, ids.company2));
    expectNotFound(await put(COMPANY, 'Willapa Bay Oysters', { kind: 'MONTHS_6' }));
    expectUnauthorized(await put(null, 'Hardanger Fjord Site', { kind: 'MONTHS_6' }));
    expect((await getFarm(COMPANY, 'Hardanger Fjord Site')).schedule.kind).toBe('MONTHS_12');
  });

  it('answers 400 with the contract message for bad input and changes nothing', async () => {
    expectInvalid(await put(COMPANY, 'Hardanger Fjord Site', { kind: 'CYCLE' }), 'cycleDate', SCHEDULE_MESSAGES.cycleDateRequired);
    expectInvalid(
      await put(COMPANY, 'Hardanger Fjord Site', { kind: 'MONTHS_6', cycleDate: '2027-01-01' }),
      'cycleDate',
      SCHEDULE_MESSAGES.cycleDateOnlyForCycle,
    );
    expectInvalid(
      await put(COMPANY, 'Hardanger Fjord Site', { kind: 'CYCLE', cycleDate: '1/2/2027' }),
      'cycleDate',
      SCHEDULE_MESSAGES.badDate,
    );
    expectError(await put(COMPANY, 'Hardanger Fjord Site', { kind: 'WEEKLY' }), 400);
    expectError(await put(COMPANY, 'Hardanger Fjord Site', {}), 400);
    expect((await getFarm(COMPANY, 'Hardanger Fjord Site')).schedule.kind).toBe('MONTHS_12');
  });

  it("carries the farm's badge on the audits list", async () => {
    const res = await t.call(COMPANY, 'GET', `/api/v1/survey?filterCompanyExtId=${ids.company1}&size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const farms = res
      .json<{ companies: { farms: { name: string; schedule: { status: string | null; nextAuditDue: string | null } }[] }[] }>()
      .companies.flatMap((c) => c.farms);
    expect(farms.find((f) => f.name === 'Saronic Gulf Pens')!.schedule).toEqual({ nextAuditDue: dayFrom(-21), status: 'OVERDUE' });
    expect(farms.find((f) => f.name === 'Lofoten North')!.schedule.status).toBe('DUE');
  });
});
