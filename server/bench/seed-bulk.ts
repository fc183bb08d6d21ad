import { randomUUID } from 'node:crypto';
import type { DB } from '../src/db/database.ts';
import { rebuildFarmLatestScores } from '../src/db/farm-latest-scores.ts';
import { refreshNextAuditDue } from '../src/db/farm-schedules.ts';
import { benchAudit, inChunks, RISKS, SECTIONS } from './bench-rows.ts';

const COUNTRIES = [
  ['Norway', 'Vestland'],
  ['Norway', 'Nordland'],
  ['Chile', 'Los Lagos'],
  ['Canada', 'British Columbia'],
  ['Greece', 'Attikí'],
  ['Australia', 'Tasmania'],
];

/** The demo users' company (the one the benches call as admin@ and manager@example.com). */
export function demoCompany(db: DB) {
  return db
    .selectFrom('companies')
    .innerJoin('companyUsers', 'companyUsers.companyId', 'companies.id')
    .innerJoin('users', 'users.id', 'companyUsers.userId')
    .select(['companies.id', 'companies.externalId'])
    .where('users.email', '=', 'manager@example.com')
    .executeTakeFirstOrThrow();
}

/** Adds `farms` farms and `audits` scored or open audits (with section scores and actions) to the demo company. */
export async function seedBulk(db: DB, farms: number, audits: number) {
  const company = await demoCompany(db);
  const now = new Date().toISOString();
  const farmRows = Array.from({ length: farms }, (_, i) => {
    const [country, region] = COUNTRIES[i % COUNTRIES.length]!;
    return {
      externalId: randomUUID(),
      companyId: company.id,
      name: `Bench farm ${String(i).padStart(5, '0')}`,
      country,
      stateProvince: region,
      latitude: -40 + (i % 80),
      longitude: -120 + (i % 240),
      structuresJson: '[]',
      createdAt: now,
      updatedAt: now,
      ...benchSchedule(i, now),
    };
  });
  await inChunks(farmRows, 500, (c) => db.insertInto('farms').values(c).execute());
  const farmIds = (await db.selectFrom('farms').select('id').where('name', 'like', 'Bench farm %').execute()).map((f) => f.id);
  for (let start = 0; start < audits; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, audits - start) }, (_, k) => {
      const i = start + k;
      const scored = i % 3 !== 0;
      const year = 2018 + (i % 9);
      const created = new Date(Date.UTC(year, i % 12, 1 + (i % 28))).toISOString();
      return benchAudit({
        i,
        companyId: company.id,
        farmId: farmIds[i % farmIds.length]!,
        name: `Bench audit ${i}`,
        year,
        created,
        state: scored ? 'SCORED' : i % 2 ? 'IN_PROGRESS' : 'NOT_STARTED',
        normScore: (i * 7) % 100,
      });
    });
    const inserted = await db.insertInto('surveys').values(batch).returning(['id', 'state', 'createdAt']).execute();
    const scoredRows = inserted.filter((s) => s.state === 'SCORED');
    await inChunks(
      scoredRows.flatMap((s) =>
        SECTIONS.map((name, o) => ({
          surveyId: s.id,
          sectionId: o + 1,
          name,
          ordinal: (o + 1) * 10,
          score: 10,
          minScore: 0,
          maxScore: 20,
          normScore: 50,
          risk: RISKS[(s.id + o) % 5]!,
        })),
      ),
      1000,
      (c) => db.insertInto('surveySectionScores').values(c).execute(),
    );
    await inChunks(
      scoredRows
        .filter((s) => s.id % 4 === 0)
        .map((s) => ({
          externalId: randomUUID(),
          surveyId: s.id,
          companyId: company.id,
          sectionId: 1,
          stepId: 1,
          questionId: 1,
          title: 'Bench action',
          description: '<p>x</p>',
          riskLevel: RISKS[s.id % 5]!,
          createdBy: null,
          createdByName: 'bench',
          createdAt: s.createdAt,
          closedAt: s.id % 8 === 0 ? s.createdAt : null,
          closedBy: null,
          closedByName: null,
          closedDescription: null,
        })),
      1000,
      (c) => db.insertInto('actionItems').values(c).execute(),
    );
  }
  await rebuildFarmLatestScores(db, { companyId: company.id });
  await refreshNextAuditDue(db, { companyId: company.id });
}

/**
 * Audit schedules of the bench farms (issue 26 item 3): a quarter yearly (due from their latest audit: most are
 * overdue, since the bench audits are dated 2018–2026), a tenth per production cycle with dates spread over a year
 * around today, the rest none; so a company admin's farm list has a long due phase before the farms by name.
 */
function benchSchedule(i: number, now: string) {
  // Every row names every column: a multi-row insert on SQLite writes NULL, not the default, for a missing one.
  const today = now.slice(0, 10);
  if (i % 4 === 0) return { scheduleKind: 'MONTHS_12', scheduleCycleDate: null, scheduledOn: today };
  if (i % 10 === 1) {
    const day = new Date(Date.parse(now) + ((i % 365) - 180) * 86_400_000).toISOString().slice(0, 10);
    return { scheduleKind: 'CYCLE', scheduleCycleDate: day, scheduledOn: today };
  }
  return { scheduleKind: 'NONE', scheduleCycleDate: null, scheduledOn: null };
}
