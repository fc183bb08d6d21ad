import { randomUUID } from 'node:crypto';
import type { DB } from '../src/db/database.ts';
import { writeEnvironmentOverview } from '../src/db/environment-overview.ts';
import { rebuildFarmLatestScores } from '../src/db/farm-latest-scores.ts';
import { inChunks } from './bench-rows.ts';

export const TREND_AUDITS = 50;
const READINGS_PER_PARAMETER = 720; // a month of hourly readings per audit
const PARAMETERS = [
  { key: 'temperature', label: 'temperature', unit: 'C', at: (i: number, k: number) => 8 + 4 * Math.sin((i + k) / 90) },
  { key: 'dissolved_oxygen', label: 'dissolved_oxygen', unit: 'mg/l', at: (i: number, k: number) => 8.5 + Math.cos((i + k) / 40) },
  { key: 'salinity', label: 'salinity', unit: 'ppt', at: (i: number, k: number) => 33 + ((i * 7 + k) % 10) / 10 },
];

/**
 * Issue 26 item 5: a farm with TREND_AUDITS scored audits in the demo company, each a copy of the demo's scored
 * Hardanger 2025 audit (its snapshot, answers and section scores) held six months apart, with a month of hourly
 * readings of three parameters: the trend bench's farm (about 108,000 readings, thinned to 300 points a series).
 */
export async function seedTrendFarm(db: DB, companyId: number): Promise<string> {
  const source = await db
    .selectFrom('surveys')
    .selectAll()
    .where('name', '=', 'Hardanger annual audit 2025')
    .where('state', '=', 'SCORED')
    .executeTakeFirstOrThrow();
  const farm = await db.selectFrom('farms').selectAll().where('id', '=', source.farmId).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id: _farmId, ...farmCopy } = farm;
  const farmExtId = randomUUID();
  const [newFarm] = await db
    .insertInto('farms')
    .values({ ...farmCopy, companyId, externalId: farmExtId, name: 'Bench trend farm', createdAt: now, updatedAt: now })
    .returning('id')
    .execute();
  // The restricted member of the benches (manager@) is assigned to the farm, so the trend is timed for them too.
  const manager = await db.selectFrom('users').select('id').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow();
  await db.insertInto('farmUsers').values({ farmId: newFarm!.id, userId: manager.id, createdAt: now }).execute();
  const [answers, sections] = await Promise.all([
    db.selectFrom('surveyAnswers').selectAll().where('surveyId', '=', source.id).execute(),
    db.selectFrom('surveySectionScores').selectAll().where('surveyId', '=', source.id).execute(),
  ]);
  const { id: _id, ...audit } = source;
  for (let n = 0; n < TREND_AUDITS; n++) {
    const at = new Date(Date.UTC(2000 + Math.floor(n / 2), n % 2 ? 10 : 4, 12));
    const created = at.toISOString();
    const [row] = await db
      .insertInto('surveys')
      .values({
        ...audit,
        externalId: randomUUID(),
        companyId,
        farmId: newFarm!.id,
        name: `Bench trend audit ${n + 1}`,
        surveyYear: at.getUTCFullYear(),
        createdAt: created,
        updatedAt: created,
        scoredAt: created,
        surveyDate: null,
        normScore: 40 + ((n * 13) % 50),
      })
      .returning('id')
      .execute();
    const surveyId = row!.id;
    await inChunks(
      answers.map((a) => ({ ...a, surveyId })),
      500,
      (c) => db.insertInto('surveyAnswers').values(c).execute(),
    );
    await db
      .insertInto('surveySectionScores')
      .values(sections.map((s) => ({ ...s, surveyId, normScore: 30 + ((n * 7 + s.ordinal) % 60) })))
      .execute();
    for (const [ordinal, p] of PARAMETERS.entries()) {
      const [param] = await db
        .insertInto('environmentParameters')
        .values({ surveyId, key: p.key, label: p.label, unit: p.unit, ordinal, pendingImport: null, pendingSince: null })
        .returning('id')
        .execute();
      const readings = Array.from({ length: READINGS_PER_PARAMETER }, (_, i) => ({
        parameterId: param!.id,
        tsMs: at.getTime() + i * 3_600_000,
        value: Math.round(p.at(i, n) * 100) / 100,
      }));
      await inChunks(readings, 300, (c) => db.insertInto('environmentReadings').values(c).execute());
      await writeEnvironmentOverview(db, param!.id);
    }
  }
  await rebuildFarmLatestScores(db, { farmIds: [newFarm!.id] });
  return farmExtId;
}
