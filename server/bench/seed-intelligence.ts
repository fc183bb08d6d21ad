import { randomUUID } from 'node:crypto';
import type { DB } from '../src/db/database.ts';
import { rebuildFarmLatestScores } from '../src/db/farm-latest-scores.ts';
import { insertEntries } from '../src/modules/activity-log/activity-record.repository.ts';
import { benchAudit, inChunks, RISKS, SECTIONS } from './bench-rows.ts';

const COUNTRIES = ['Norway', 'Chile', 'Canada', 'United Kingdom', 'Greece', 'Australia', 'Ireland', 'Iceland', 'Faroe Islands', null];
const METHODS: [string, number][] = [
  ['UPDATE', 50],
  ['ADD', 20],
  ['DELETE', 5],
  ['LAUNCH', 5],
  ['UPLOAD', 5],
  ['DOWNLOAD', 5],
  ['ADD_USER', 4],
  ['UPDATE_USER', 4],
  ['DELETE_USER', 2],
];
const TARGETS: [string, number][] = [
  ['SURVEY', 40],
  ['FARM', 15],
  ['ACTION_ITEM', 15],
  ['USER', 8],
  ['COMPANY', 4],
  ['TEMPLATE', 4],
  ['SURVEY_USER', 6],
  ['COMPANY_USER', 4],
  ['ACTION_ITEM_DETAIL', 2],
  ['COMPANY_FARM', 2],
];
export const BENCH_LOG_USERS = 200;
export const benchLogUser = (i: number) => `user${String(i).padStart(3, '0')}@bench.example`;

/** A well-mixed number in [0, n) for entry i (murmur3's finaliser), so users, methods and targets vary independently. */
function mix(i: number, salt: number, n: number): number {
  let h = Math.imul(i ^ salt, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % n;
}

/** Picks from weighted values by a number in [0, 100). */
function weighted(table: [string, number][], x: number): string {
  let acc = 0;
  for (const [value, weight] of table) if (x < (acc += weight)) return value;
  return table[0]![0];
}

/**
 * `farms` farms with values in a company of their own, two audits each (launched a year apart; about 70 % scored,
 * each with 5 section scores and its step counts), as the intelligence map reads them.
 */
export async function seedIntelligence(db: DB, farms: number) {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ externalId: randomUUID(), name: 'Bench Intelligence Co', createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const farmRows = Array.from({ length: farms }, (_, i) => ({
    externalId: randomUUID(),
    companyId: company.id,
    name: `Iq farm ${String(i).padStart(5, '0')}`,
    country: COUNTRIES[i % COUNTRIES.length],
    stateProvince: null,
    latitude: -60 + ((i * 7919) % 12_000) / 100,
    longitude: -180 + ((i * 104_729) % 36_000) / 100,
    animalCount: (i * 3779) % 3_000_000,
    tonnage: (i * 37) % 9000,
    avgValue: (i * 7727) % 12_000_000,
    maxValue: ((i * 7727) % 12_000_000) * 1.3,
    actualValue: (i * 7727) % 12_000_000,
    currencyCode: 'USD',
    structuresJson: '[]',
    createdAt: now,
    updatedAt: now,
  }));
  await inChunks(farmRows, 500, (c) => db.insertInto('farms').values(c).execute());
  const ids = (await db.selectFrom('farms').select('id').where('companyId', '=', company.id).orderBy('id').execute()).map((f) => f.id);
  for (let start = 0; start < ids.length; start += 500) {
    const audits = ids.slice(start, start + 500).flatMap((farmId, k) =>
      [2025, 2026].map((year, a) => {
        const i = (start + k) * 2 + a;
        const scored = i % 10 < 7;
        const created = new Date(Date.UTC(year, i % 12, 1 + (i % 28))).toISOString();
        return {
          ...benchAudit({
            i,
            companyId: company.id,
            farmId,
            name: `Iq audit ${i}`,
            year,
            created,
            state: scored ? 'SCORED' : 'IN_PROGRESS',
            normScore: (i * 13) % 100,
          }),
          stepRiskCounts: scored ? JSON.stringify({ LOW: 5 + (i % 3), MODERATE: 6, HIGH: 10 - (i % 3) }) : null,
        };
      }),
    );
    const inserted = await db.insertInto('surveys').values(audits).returning(['id', 'state']).execute();
    const scored = inserted.filter((s) => s.state === 'SCORED');
    await inChunks(
      scored.flatMap((s) =>
        SECTIONS.map((name, o) => ({
          surveyId: s.id,
          sectionId: o + 1,
          name,
          ordinal: (o + 1) * 10,
          score: 10 + o,
          minScore: 0,
          maxScore: 20,
          normScore: 50 + o,
          risk: RISKS[(s.id + o) % 5]!,
        })),
      ),
      1000,
      (c) => db.insertInto('surveySectionScores').values(c).execute(),
    );
  }
  await rebuildFarmLatestScores(db, { companyId: company.id });
  return db.selectFrom('companies').select('externalId').where('id', '=', company.id).executeTakeFirstOrThrow();
}

/** `entries` log entries over three years by 200 people, methods and targets weighted as a busy product's would be. */
export async function seedActivityLog(db: DB, entries: number) {
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  const step = (3 * 365 * 86_400_000) / entries;
  const batch = 1000;
  for (let offset = 0; offset < entries; offset += batch * 20) {
    await db.transaction().execute(async (tx) => {
      for (let b = offset; b < Math.min(entries, offset + batch * 20); b += batch) {
        const rows = Array.from({ length: Math.min(batch, entries - b) }, (_, k) => {
          const i = b + k;
          const user = mix(i, 1, BENCH_LOG_USERS);
          return {
            actorUserId: null,
            actorEmail: benchLogUser(user),
            method: weighted(METHODS, mix(i, 2, 100)),
            target: weighted(TARGETS, mix(i, 3, 100)),
            targetName: `Target ${i % 5000}`,
            targetExtId: null,
            companyId: null,
            companyName: `Company ${i % 40}`,
            updatedFieldsJson: JSON.stringify({ tonnage: [i % 900, (i % 900) + 10] }),
            createdAt: new Date(start + Math.floor(i * step)).toISOString(),
          };
        });
        await insertEntries(tx, rows);
      }
    });
  }
}
