import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { scaleTiers } from './scale-tiers.ts';
import { seedScale, type ScaleResult } from './seed-scale.ts';

const TABLES = ['companies', 'users', 'farms', 'surveys', 'surveyAnswers', 'actionItems', 'activityLog', 'surveySnapshots'] as const;
type Counts = Record<(typeof TABLES)[number], number>;

let t: TestApp;
let before: Counts;
let after: Counts;
let result: ScaleResult;
const tier = scaleTiers.ci;

async function counts(): Promise<Counts> {
  const out = {} as Counts;
  for (const table of TABLES)
    out[table] = Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  before = await counts();
  result = await seedScale(t.database, tier);
  after = await counts();
}, 120_000);
afterAll(() => t.close());

/** The first seeded company: its admin is c<id>-company@scale.example. */
const firstCompany = () =>
  t.database.db
    .selectFrom('companies')
    .innerJoin('companyUsers', 'companyUsers.companyId', 'companies.id')
    .innerJoin('users', 'users.id', 'companyUsers.userId')
    .select(['companies.id', 'companies.externalId'])
    .where('users.email', 'like', 'c%-company@scale.example')
    .orderBy('companies.id')
    .executeTakeFirstOrThrow();

describe('scale seed (ci tier)', () => {
  it('writes the tier’s rows to every table, with snapshots stored once per template', () => {
    const added = Object.fromEntries(TABLES.map((k) => [k, after[k] - before[k]]));
    const audits = tier.companies * tier.farmsPerCompany * tier.auditsPerFarm;
    expect(added).toMatchObject({
      companies: tier.companies,
      users: tier.companies * 11 + 1,
      farms: tier.companies * tier.farmsPerCompany,
      surveys: audits,
      actionItems: tier.actions,
      activityLog: tier.logEntries,
    });
    expect(added['surveyAnswers']).toBeGreaterThan(audits * 30);
    expect(after.surveySnapshots).toBeLessThanOrEqual(5 + before.surveySnapshots);
    expect(result.timings.map((x) => x.table)).toEqual([
      'companies',
      'users',
      'farms',
      'audits',
      'latest scores',
      'answers',
      'actions',
      'log',
    ]);
  });

  it('lets a seeded company admin list audits, open an in-progress audit and read a scored one’s score', async () => {
    const company = await firstCompany();
    const admin = `c${company.id}-company@scale.example`;
    const list = await t.call(admin, 'GET', `/api/v1/survey?size=50&filterCompanyExtId=${company.externalId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ count: number }>().count).toBe(50);

    const audit = (state: string) =>
      t.database.db
        .selectFrom('surveys')
        .select(['externalId', 'normScore', 'risk', 'openQuestions'])
        .where('companyId', '=', company.id)
        .where('state', '=', state)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const open = await audit('IN_PROGRESS');
    const current = await t.call(admin, 'GET', `/api/v1/survey/${open.externalId}/current`);
    expect(current.statusCode, current.body).toBe(200);
    const ctx = current.json<{ status: string; progress: { answered: number; total: number } }>();
    expect(ctx.status).not.toBe('FINISH');
    expect(ctx.progress.answered).toBeGreaterThan(0);
    expect(ctx.progress.total - ctx.progress.answered).toBe(open.openQuestions);

    const scored = await audit('SCORED');
    const score = await t.call(admin, 'GET', `/api/v1/survey/${scored.externalId}/score`);
    expect(score.statusCode, score.body).toBe(200);
    expect(score.json()).toMatchObject({ normScore: scored.normScore, risk: scored.risk });
    expect(score.json<{ children: unknown[] }>().children.length).toBeGreaterThan(3);
  });

  it('shows a restricted member only the audits of their farms', async () => {
    const company = await firstCompany();
    const manager = `c${company.id}-manager1@scale.example`;
    const farms = await t.database.db
      .selectFrom('farmUsers')
      .innerJoin('users', 'users.id', 'farmUsers.userId')
      .innerJoin('farms', 'farms.id', 'farmUsers.farmId')
      .select('farms.externalId')
      .where('users.email', '=', manager)
      .execute();
    expect(farms.length).toBeGreaterThan(1);
    const res = await t.call(manager, 'GET', '/api/v1/survey?size=250');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json<{ companies: { farms: { externalId: string; surveys: unknown[] }[] }[] }>().companies.flatMap((c) => c.farms);
    expect(new Set(listed.map((f) => f.externalId))).toEqual(new Set(farms.map((f) => f.externalId)));
    expect(listed.reduce((n, f) => n + f.surveys.length, 0)).toBe(farms.length * tier.auditsPerFarm);
  });
});
