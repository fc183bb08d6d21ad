import { defaultTemplates } from '@aquarisk/contract/template/default-template';
import type { FarmType } from '@aquarisk/contract/farm-types';
import type { DatabaseHandle } from '../../db/database.ts';
import { enlargeCacheForBulkLoad, maxId, syncIdSequence } from '../../db/bulk-load.ts';
import { rebuildFarmLatestScores } from '../../db/farm-latest-scores.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { storeSnapshot } from '../../modules/audit-snapshots/index.ts';
import { DEMO_PASSWORD } from '../demo-accounts.ts';
import { ensureDefaultTemplates } from '../seed-templates.ts';
import { answerSets } from './answer-sets.ts';
import { planFarmAudits, type AuditPlan } from './audit-plan.ts';
import type { ScaleProgress } from './progress-bar.ts';
import type { ScaleTier } from './scale-tiers.ts';
import { planTenants, type CompanyPlan } from './tenant-plan.ts';
import { writeActions } from './write-actions.ts';
import { storedAnswers, writeAnswers, writeAudits, type SnapshotRef } from './write-audits.ts';
import { writeLog } from './write-log.ts';
import { writeCompanies, writeFarms, writeUsers } from './write-tenants.ts';

export interface ScaleTiming {
  table: string;
  rows: number;
  ms: number;
}
export interface ScaleResult {
  tier: ScaleTier['name'];
  timings: ScaleTiming[];
  /** every seeded user signs in with this password */
  password: string;
  adminEmail: string;
}

/** True when the database holds no users yet (the scale seed refuses to add to a database unless told to). */
export async function isEmptyDatabase(database: DatabaseHandle): Promise<boolean> {
  return !(await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/**
 * Fills a migrated database with a tenant set of the tier's size (issue 14): companies, users of every role, farms in
 * real aquaculture regions, audits from the default templates in mixed states with their answers, scores, section
 * scores, actions and log entries, written in bulk. Adds to whatever is there (ids continue after the largest).
 */
export async function seedScale(
  database: DatabaseHandle,
  tier: ScaleTier,
  opts: { onProgress?: (p: ScaleProgress) => void; now?: Date } = {},
): Promise<ScaleResult> {
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  const { db, dialect } = database;
  const timings: ScaleTiming[] = [];
  const timed = async (table: string, run: () => Promise<number>) => {
    const t0 = performance.now();
    const rows = await run();
    timings.push({ table, rows, ms: Math.round(performance.now() - t0) });
  };

  await enlargeCacheForBulkLoad(db, dialect);
  await ensureDefaultTemplates(db);
  const templates = new Map(defaultTemplates.map((t) => [t.farmType, t]));
  const snapshots = new Map<FarmType, SnapshotRef>();
  await db.transaction().execute(async (tx) => {
    for (const t of defaultTemplates)
      snapshots.set(t.farmType, { id: await storeSnapshot(tx, JSON.stringify(t.body)), templateName: t.body.name });
  });

  const base = { companies: await maxId(db, 'companies'), users: await maxId(db, 'users'), farms: await maxId(db, 'farms') };
  const plan = planTenants(tier, base);
  const companyById = new Map(plan.companies.map((c) => [c.id, c]));
  const companyOf = (id: number) => companyById.get(id)!;
  let auditId = await maxId(db, 'surveys');
  const audits: AuditPlan[] = [];
  const auditsByCompany = new Map<number, AuditPlan[]>();
  for (const farm of plan.farms) {
    const planned = planFarmAudits(farm, tier.auditsPerFarm, auditId + 1, now);
    auditId += planned.length;
    audits.push(...planned);
    let ofCompany = auditsByCompany.get(farm.companyId);
    if (!ofCompany) auditsByCompany.set(farm.companyId, (ofCompany = []));
    ofCompany.push(...planned);
  }
  const auditsOf = (c: CompanyPlan) => auditsByCompany.get(c.id) ?? [];
  const setOf = answerSets(templates);
  const answerTotal = audits.reduce((n, a) => n + storedAnswers(a, setOf(a.farm.type, a.year, a.variant)).length, 0);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const on = opts.onProgress;

  await timed('companies', () => writeCompanies(database, plan, at, on));
  await timed('users', () => writeUsers(database, plan, passwordHash, at, on));
  await timed('farms', () => writeFarms(database, plan, at, on));
  await timed('audits', () => writeAudits(database, audits, companyOf, setOf, snapshots, on));
  // The seeded companies' farms' latest scored audits (issue 25 item 2), one rebuild per company in one transaction.
  await timed('latest scores', async () => {
    await db.transaction().execute(async (tx) => {
      for (const c of plan.companies) await rebuildFarmLatestScores(tx, { companyId: c.id });
    });
    return plan.farms.length;
  });
  await timed('answers', () => writeAnswers(database, audits, companyOf, setOf, answerTotal, on));
  const actionBase = await maxId(db, 'action_items');
  await timed('actions', () => writeActions(database, plan.companies, auditsOf, setOf, tier.actions, actionBase + 1, now, on));
  const logBase = await maxId(db, 'activity_log');
  await timed('log', () => writeLog(database, plan.companies, auditsOf, tier.logEntries, logBase + 1, now, on));
  for (const table of ['companies', 'users', 'farms', 'surveys', 'action_items', 'activity_log']) await syncIdSequence(db, dialect, table);
  return { tier: tier.name, timings, password: DEMO_PASSWORD, adminEmail: plan.admin.email };
}
