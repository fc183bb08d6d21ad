import type { DB } from '../db/database.ts';
import { rebuildFarmLatestScores } from '../db/farm-latest-scores.ts';
import { newExternalId } from '../lib/ids.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { insertCompany } from '../modules/companies/company.service.ts';
import { insertFarm, replaceFarmUsers } from '../modules/farms/index.ts';
import { createMember } from '../modules/users/index.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-accounts.ts';
import { demoCompanies, demoFarms } from './demo-data.ts';
import { defaultTemplates } from '@aquarisk/contract/template/default-template';
import { seedDemoAudits } from './seed-audits.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { ensureDefaultTemplates } from './seed-templates.ts';

export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Seeds the demo of docs/requirements.md#decisions-demo-data in one transaction: companies, users, farms, then audits in every state. */
export async function seedDemo(db: DB): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ensureDefaultTemplates(db);
  const templates = new Map(defaultTemplates.map((t) => [t.farmType, { ...t, name: t.body.name }]));
  await db.transaction().execute(async (tx) => {
    const companyIds: number[] = [];
    for (const c of demoCompanies) companyIds.push((await insertCompany(tx, newExternalId(), c)).id);
    const userIds = new Map<string, { id: number; externalId: string; name: string }>();
    for (const u of demoUsers) {
      const externalId = newExternalId();
      const person = { externalId, email: u.email, fullName: u.fullName, phone: u.phone, roles: u.roles, passwordHash };
      const id = await createMember(
        tx,
        u.companies.map((c) => companyIds[c]!),
        person,
      );
      userIds.set(u.email, { id, externalId, name: u.fullName });
    }
    for (const { company, assignees, ...fields } of demoFarms) {
      const farm = await insertFarm(tx, companyIds[company]!, newExternalId(), fields);
      await replaceFarmUsers(
        tx,
        farm.id,
        assignees.map((e) => userIds.get(e)!.id),
      );
    }
    await seedDemoAudits(tx, templates, userIds);
    // The audits' scored times are set after scoring (seed-audits.ts): the farms' latest scores are taken from them.
    for (const companyId of companyIds) await rebuildFarmLatestScores(tx, { companyId });
    await seedDemoSchedules(tx);
  });
}
