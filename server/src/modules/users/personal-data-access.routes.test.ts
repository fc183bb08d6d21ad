import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataMessages as m } from '@aquarisk/contract/personal-data-messages';
import { personalDataExportSchema } from '@aquarisk/contract/schemas/personal-data.schema';
import { expectError, messages } from '../../../test/api-assertions.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';

/**
 * Who may export or erase a person's data (issue 24 part 4): a platform admin anyone; a company admin people in no
 * company but theirs, never an admin; another company's person answers 404, a lesser role 403; bad input a 400 that
 * changes nothing.
 */
let t: TestApp;
let c1: string;
let c2: string;
let users: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ company1: c1, company2: c2, users } = await t.ids());
});
afterAll(() => t.close());

const exportOf = (as: string, company: string, user: string) => t.call(as, 'GET', `/api/v1/company/${company}/user/${user}/personal-data`);
const erase = (as: string, company: string, user: string, body: unknown) =>
  t.call(as, 'POST', `/api/v1/company/${company}/user/${user}/erase`, body);
const signInsOf = async (email: string) =>
  (await t.database.db.selectFrom('users').select(['email', 'passwordHash', 'erasedAt']).where('email', '=', email).executeTakeFirst()) ??
  null;

describe('personal data: access', () => {
  it('an admin and the company admin export a member as a JSON file, logged as a download', async () => {
    for (const as of [ADMIN, COMPANY]) {
      const res = await exportOf(as, c1, users[FARMER]!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="aquarisk-personal-data-${users[FARMER]}.json"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = personalDataExportSchema.parse(res.json());
      expect(body.profile).toMatchObject({ email: FARMER, fullName: 'Fiona Farmer' });
      const [entry] = await lastActivity(t);
      expect(entry).toMatchObject({ actorEmail: as, method: 'DOWNLOAD', target: 'USER', targetName: FARMER, targetExtId: users[FARMER] });
      expect(entry!.changes).toEqual({ document: [null, 'personal data export'] });
    }
  });

  it('another company’s person, or anyone through another company, answers 404', async () => {
    expectError(await exportOf(OTHER, c1, users[FARMER]!), 404, messages.notFound);
    expectError(await erase(OTHER, c1, users[FARMER]!, { email: FARMER }), 404, messages.notFound);
    expectError(await exportOf(COMPANY, c1, users[OTHER]!), 404, messages.notFound);
    expectError(await exportOf(COMPANY, c2, users[OTHER]!), 404, messages.notFound);
    expectError(await exportOf(ADMIN, c1, '00000000-0000-4000-8000-000000000000'), 404, messages.notFound);
  });

  it('a lesser role gets 403', async () => {
    for (const as of [MANAGER, AUDITOR, FARMER, VIEWER]) {
      expectError(await exportOf(as, c1, users[FARMER]!), 403, messages.forbidden);
      expectError(await erase(as, c1, users[VIEWER]!, { email: VIEWER }), 403, messages.forbidden);
    }
  });

  it('a company admin may not process an admin, nor a person who also belongs to another company', async () => {
    expectError(await exportOf(COMPANY, c1, users[ADMIN]!), 403, messages.adminOnly);
    expectError(await erase(COMPANY, c1, users[ADMIN]!, { email: ADMIN }), 403, messages.adminOnly);
    const shared = 'shared.person@example.com';
    for (const company of [c1, c2])
      expect(
        (await t.call(ADMIN, 'POST', `/api/v1/company/${company}/user`, { fullName: 'Sam Shared', email: shared, phone: null })).statusCode,
      ).toBe(201);
    const sharedId = (await t.database.db.selectFrom('users').select('externalId').where('email', '=', shared).executeTakeFirstOrThrow())
      .externalId;
    expectError(await exportOf(COMPANY, c1, sharedId), 403, m.sharedAccount);
    expectError(await erase(COMPANY, c1, sharedId, { email: shared }), 403, m.sharedAccount);
    expect((await exportOf(ADMIN, c2, sharedId)).statusCode).toBe(200);
  });

  it('bad input is a 400 with a message and erases nobody; erasing oneself is refused', async () => {
    const before = await signInsOf(VIEWER);
    const bad: [unknown, string][] = [
      [{}, m.eraseConfirmMismatch],
      [{ email: '' }, m.eraseConfirmMismatch],
      [{ email: 42 }, m.eraseConfirmMismatch],
      [{ email: FARMER }, m.eraseConfirmMismatch],
      [{ email: 'x'.repeat(300) }, m.eraseConfirmMismatch],
    ];
    for (const [body, message] of bad) expectError(await erase(COMPANY, c1, users[VIEWER]!, body), 400, message);
    expectError(await t.call(COMPANY, 'POST', `/api/v1/company/${c1}/user/not-an-id/erase`, { email: VIEWER }), 400, messages.invalidId);
    expectError(await erase(COMPANY, c1, users[COMPANY]!, { email: COMPANY }), 409, m.eraseOwnAccount);
    expect(await signInsOf(VIEWER)).toEqual(before);
    expect(before?.erasedAt).toBeNull();
  });
});
