import type { ActivityMethod, ActivityTarget, FieldChanges } from '@aquarisk/contract/activity';
import type { DatabaseHandle } from '../../db/database.ts';
import { FIRST_YEAR, type AuditPlan } from './audit-plan.ts';
import type { ScaleProgress } from './progress-bar.ts';
import { pick, randomFrom, weighted, type Random } from './scale-random.ts';
import { ScaleWriter } from './scale-writer.ts';
import type { CompanyPlan } from './tenant-plan.ts';

type Kind = [ActivityMethod, ActivityTarget, (r: Random, a: AuditPlan, c: CompanyPlan) => [string, string | null, FieldChanges]];

/** What the log holds, by how often the product writes it: mostly answers, then launches, actions and downloads. */
const KINDS: Kind[] = [
  [
    'UPDATE',
    'SURVEY',
    (r, a) => [
      a.name,
      a.externalId,
      { [`Step ${1 + Math.floor(r() * 12)} / question-${1 + Math.floor(r() * 9)}`]: [null, pick(r, ['YES', 'NO', '[2]', '12.5'])] },
    ],
  ],
  ['LAUNCH', 'SURVEY', (_, a) => [a.name, a.externalId, { name: [null, a.name], surveyYear: [null, a.year], farm: [null, a.farm.name] }]],
  ['ADD', 'ACTION_ITEM', (_, a) => ['Repair net pen mooring', null, { title: [null, 'Repair net pen mooring'], audit: [null, a.name] }]],
  ['UPDATE', 'ACTION_ITEM', (_, a) => ['Repair net pen mooring', null, { closedBy: [null, 'auditor'], audit: [a.name, a.name] }]],
  ['ADD_USER', 'SURVEY_USER', (_, a) => [a.name, a.externalId, { user: [null, 'auditor'] }]],
  ['DOWNLOAD', 'SURVEY', (_, a) => [a.name, a.externalId, { file: [null, `${a.farm.name}.pdf`] }]],
  ['UPDATE', 'FARM', (r, a) => [a.farm.name, a.farm.externalId, { tonnage: [a.farm.tonnage, a.farm.tonnage + Math.floor(r() * 200)] }]],
  ['ADD', 'FARM', (_, a) => [a.farm.name, a.farm.externalId, { name: [null, a.farm.name], species: [null, a.farm.species] }]],
  ['UPDATE', 'COMPANY', (_, __, c) => [c.name, c.externalId, { city: [null, c.city] }]],
  [
    'UPDATE_USER',
    'USER',
    (r, __, c) => {
      const u = pick(r, c.users);
      return [u.fullName, u.externalId, { fullName: [null, u.fullName] }];
    },
  ],
  [
    'ADD_USER',
    'COMPANY_USER',
    (r, __, c) => {
      const u = pick(r, c.users);
      return [c.name, c.externalId, { user: [null, u.email] }];
    },
  ],
];
const WEIGHTS = [40, 8, 12, 6, 6, 8, 8, 2, 2, 4, 4];
const DAY_MS = 86_400_000;

/**
 * Log entries over each company's audits and farms, dated from the first audit year to now, with the daily counts
 * (activity_log_daily) that the log's total reads, summed here as insertEntries sums them.
 */
export async function writeLog(
  database: DatabaseHandle,
  companies: readonly CompanyPlan[],
  auditsOf: (company: CompanyPlan) => readonly AuditPlan[],
  total: number,
  firstId: number,
  now: Date,
  onProgress: ((p: ScaleProgress) => void) | undefined,
) {
  const w = new ScaleWriter(
    database,
    {
      activity_log: [
        'id',
        'actor_user_id',
        'actor_email',
        'method',
        'target',
        'target_name',
        'target_ext_id',
        'company_id',
        'company_name',
        'updated_fields_json',
        'created_at',
      ],
    },
    { table: 'log', total, onProgress },
  );
  const rand = randomFrom(1_000);
  const daily = new Map<string, number>();
  const start = Date.UTC(FIRST_YEAR, 0, 1);
  const span = now.getTime() - DAY_MS - start;
  // Entries are written in time order, as the product writes them (ids grow with time, and the log's time indexes are
  // appended to rather than inserted into at random).
  const times = new Float64Array(total);
  for (let k = 0; k < total; k++) times[k] = start + Math.floor(rand() * span);
  times.sort();
  const actorsOf = new Map(companies.map((c) => [c.id, c.users.filter((u) => !u.roles.includes('ROLE_USER'))]));
  let id = firstId;
  for (const time of times) {
    const company = companies[Math.floor(rand() * companies.length)]!;
    const audits = auditsOf(company);
    const actors = actorsOf.get(company.id)!;
    const [method, target, describe] = weighted(rand, KINDS, WEIGHTS);
    const [name, extId, changes] = describe(rand, audits[Math.floor(rand() * audits.length)]!, company);
    const actor = pick(rand, actors);
    const createdAt = new Date(time).toISOString();
    const key = `${createdAt.slice(0, 10)}|${target}|${method}`;
    daily.set(key, (daily.get(key) ?? 0) + 1);
    await w.add('activity_log', [
      id++,
      actor.id,
      actor.email,
      method,
      target,
      name,
      extId,
      company.id,
      company.name,
      JSON.stringify(changes),
      createdAt,
    ]);
  }
  await w.flush();
  const db = database.db;
  const rows = [...daily].map(([key, entries]) => {
    const [day, target, method] = key.split('|') as [string, string, string];
    return { day, target, method, entries };
  });
  for (let i = 0; i < rows.length; i += 1_000)
    await db
      .insertInto('activityLogDaily')
      .values(rows.slice(i, i + 1_000))
      .onConflict((oc) =>
        oc
          .columns(['day', 'target', 'method'])
          .doUpdateSet((eb) => ({ entries: eb('activityLogDaily.entries', '+', eb.ref('excluded.entries')) })),
      )
      .execute();
  return w.done;
}
