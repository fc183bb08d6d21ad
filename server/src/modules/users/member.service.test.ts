import { describe, expect, it } from 'vitest';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { newExternalId } from '../../lib/ids.ts';
import { createMember } from './member.service.ts';

const { t } = demoAppPerFile();

async function companyIds() {
  const rows = await t.database.db.selectFrom('companies').select('id').orderBy('name').execute();
  return rows.map((r) => r.id);
}

describe('createMember (the invitation, the first single sign-on and the seed)', () => {
  it('makes the account, its roles and its memberships, in the caller’s transaction', async () => {
    const [first, second] = await companyIds();
    const externalId = newExternalId();
    const person = {
      externalId,
      email: 'new.member@example.com',
      fullName: 'New Member',
      phone: null,
      roles: ['ROLE_USER', 'ROLE_AUDITOR'],
    };
    const id = await t.database.db.transaction().execute((tx) => createMember(tx, [first!, second!], person));
    const db = t.database.db;
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ externalId, email: person.email, username: person.email, fullName: 'New Member', passwordHash: null });
    const roles = await db.selectFrom('userRoles').select('role').where('userId', '=', id).orderBy('role').execute();
    expect(roles.map((r) => r.role)).toEqual(['ROLE_AUDITOR', 'ROLE_USER']);
    const companies = await db.selectFrom('companyUsers').select('companyId').where('userId', '=', id).orderBy('companyId').execute();
    expect(companies.map((c) => c.companyId)).toEqual([first, second].sort((a, b) => a! - b!));
  });

  it('leaves nothing when the caller’s transaction fails', async () => {
    const [first] = await companyIds();
    const person = { externalId: newExternalId(), email: 'rolled.back@example.com', fullName: null, phone: null, roles: ['ROLE_USER'] };
    await expect(
      t.database.db.transaction().execute(async (tx) => {
        await createMember(tx, [first!], person);
        throw new Error('the caller fails after');
      }),
    ).rejects.toThrow('the caller fails after');
    const row = await t.database.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
