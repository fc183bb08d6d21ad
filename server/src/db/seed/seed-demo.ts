import type { DB } from '../database.ts';
import { newExternalId } from '../../lib/ids.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { insertCompany } from '../../modules/companies/company.repository.ts';
import { insertFarm, replaceFarmUsers } from '../../modules/farms/farm.repository.ts';
import { addMember } from '../../modules/users/membership.repository.ts';
import { insertUser, replaceRoles } from '../../modules/users/user.repository.ts';
import { DEMO_PASSWORD, demoCompanies, demoFarms, demoUsers } from './demo-data.ts';

export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Seeds the demo of DECISIONS.md in one transaction. */
export async function seedDemo(db: DB): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (tx) => {
    const companyIds: number[] = [];
    for (const c of demoCompanies) companyIds.push((await insertCompany(tx, newExternalId(), c)).id);
    const userIds = new Map<string, number>();
    for (const u of demoUsers) {
      const id = await insertUser(tx, { externalId: newExternalId(), email: u.email, fullName: u.fullName, phone: u.phone, passwordHash });
      await replaceRoles(tx, id, u.roles);
      for (const c of u.companies) await addMember(tx, companyIds[c]!, id);
      userIds.set(u.email, id);
    }
    for (const { company, assignees, ...fields } of demoFarms) {
      const farm = await insertFarm(tx, companyIds[company]!, newExternalId(), fields);
      await replaceFarmUsers(tx, farm.id, assignees.map((e) => userIds.get(e)!));
    }
  });
}
