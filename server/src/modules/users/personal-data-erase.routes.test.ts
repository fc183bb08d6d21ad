import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataExportSchema } from '@aquarisk/contract/schemas/personal-data.schema';
import { readApiState } from '../../../test/api-state.ts';
import { ADMIN, AUDITOR } from '../../../test/demo-users.ts';
import { AUDITOR_NAMES, leaveAuditorFootprint } from '../../../test/personal-footprint.ts';
import { CLIENT_AUTH, createTestApp, dbKind, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../../test/demo-users.ts';

/**
 * Export and erasure of the demo auditor after they left traces everywhere (issue 24 part 4): the export holds them
 * all; the erasure is one transaction, after which the person cannot sign in, their names, e-mail and phone appear
 * in no API answer, and every audit scores as before.
 */
let t: TestApp;
let c1: string;
let auditor: string;
let footprint: Awaited<ReturnType<typeof leaveAuditorFootprint>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ company1: c1 } = await t.ids());
  auditor = (await t.ids()).users[AUDITOR]!;
  footprint = await leaveAuditorFootprint(t);
});
afterAll(() => t.close());

const erase = (as = ADMIN) => t.call(as, 'POST', `/api/v1/company/${c1}/user/${auditor}/erase`, { email: 'Auditor@Example.com' });
const signIn = (username: string, password = DEMO_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
/** Every identifier the auditor had, as a test for any text. */
const NAMED = [/astrid/i, /auditor@example\.com/i, new RegExp(AUDITOR_NAMES.phone.replace(/\+/g, '\\+'))];

/** Every row of every table a person's data lives in. */
async function everyRow() {
  const tables = [
    'users',
    'userRoles',
    'companyUsers',
    'farmUsers',
    'surveyUsers',
    'surveyCursors',
    'surveys',
    'surveyAnswers',
    'templates',
    'actionItems',
    'media',
    'environmentUploads',
    'refreshTokens',
    'resetTokens',
    'signInFailures',
    'outbox',
    'contactRequests',
    'activityLog',
  ] as const;
  const out: Record<string, string[]> = {};
  for (const table of tables)
    out[table] = (await t.database.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
  return out;
}

describe(`personal data: export and erasure (${dbKind})`, () => {
  it('exports everything held on the person: profile, roles, memberships, assignments, answers, actions, uploads, log', async () => {
    const res = await t.call(ADMIN, 'GET', `/api/v1/company/${c1}/user/${auditor}/personal-data`);
    expect(res.statusCode, res.body).toBe(200);
    const data = personalDataExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ externalId: auditor, email: AUDITOR, fullName: AUDITOR_NAMES.now, phone: AUDITOR_NAMES.phone });
    expect(data.signIn).toMatchObject({ hasPassword: true });
    expect(data.roles).toEqual(['ROLE_SURVEYOR']);
    expect(data.companies.map((c) => c.name)).toEqual(['Aurora Aquaculture']);
    expect(data.farms.map((f) => f.name)).toContain('Lofoten North');
    expect(data.audits.map((a) => a.externalId)).toContain(footprint.surveyId);
    expect(data.auditRecords).toContainEqual(expect.objectContaining({ externalId: footprint.surveyId, scored: true }));
    const mine = data.answers.filter((a) => a.auditExtId === footprint.surveyId);
    expect(mine).toHaveLength(footprint.answers);
    expect(mine.every((a) => a.question.startsWith('Section '))).toBe(true);
    expect(data.actions).toContainEqual(expect.objectContaining({ title: 'Mooring check', raisedByThem: true }));
    expect(data.uploads).toContainEqual(expect.objectContaining({ name: 'pass.mp4', category: 'drone', auditExtId: footprint.surveyId }));
    expect(data.uploads.every((u) => !('content' in u))).toBe(true);
    expect(data.environmentUploads).toContainEqual(expect.objectContaining({ fileName: 'env.csv', auditExtId: footprint.surveyId }));
    expect(data.activity.authored.length).toBeGreaterThanOrEqual(footprint.answers);
    expect(data.activity.about).toContainEqual(expect.objectContaining({ method: 'UPDATE', target: 'USER', targetExtId: auditor }));
    expect(data.mail).toContainEqual(expect.objectContaining({ subject: 'Reset your Aquarisk password' }));
    expect(JSON.stringify(data.mail)).not.toContain('/reset/');
    expect(data.contactRequests).toEqual([expect.objectContaining({ email: AUDITOR, comment: 'Call me back.' })]);
  });

  it('erasure is one transaction: a failure at its last step leaves every trace and the sign-in as they were', async () => {
    const trigger =
      dbKind === 'sqlite'
        ? [
            sql`create trigger refuse_tombstone before update of email on users when new.email like 'erased-%' begin select raise(abort, 'refused'); end`,
          ]
        : [
            sql`create function refuse_tombstone() returns trigger language plpgsql as $$ begin if new.email like 'erased-%' then raise exception 'refused'; end if; return new; end $$`,
            sql`create trigger refuse_tombstone before update on users for each row execute function refuse_tombstone()`,
          ];
    for (const s of trigger) await s.execute(t.database.db);
    const before = await everyRow();
    const res = await erase();
    expect(res.statusCode).toBe(500);
    await sql`drop trigger refuse_tombstone${dbKind === 'sqlite' ? sql`` : sql` on users`}`.execute(t.database.db);
    expect(await everyRow()).toEqual(before);
    expect((await signIn(AUDITOR)).statusCode).toBe(200);
  });

  it('after erasure the person cannot sign in, is named in no API answer, and every audit scores the same', async () => {
    const token = await t.token(AUDITOR);
    const refresh = (await signIn(AUDITOR)).json<{ refresh_token: string }>().refresh_token;
    const before = await readApiState(t);
    for (const pattern of NAMED) expect(JSON.stringify(before), `${pattern} before the erasure`).toMatch(pattern);
    const scoredBefore = before.responses;

    const res = await erase();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ externalId: auditor, erasedAt: expect.any(String) });
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ actorEmail: ADMIN, method: 'DELETE', target: 'USER', targetName: `erased-${auditor}@erased.invalid` });
    expect(entry!.changes).toMatchObject({
      personalData: ['held', 'erased'],
      roles: [['ROLE_SURVEYOR'], []],
      companies: [['Aurora Aquaculture'], []],
    });

    expect((await signIn(AUDITOR)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await signIn(`erased-${auditor}@erased.invalid`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      401,
    );
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refresh }).toString(),
    });
    expect(refreshed.statusCode).toBe(400);
    // Nor can a password reset bring the account back: no link is mailed to the old e-mail or the tombstone's.
    const mailBefore = await t.database.db.selectFrom('outbox').select('id').execute();
    for (const email of [AUDITOR, `erased-${auditor}@erased.invalid`])
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/password/reset', headers: { authorization: CLIENT_AUTH }, payload: { email } }))
          .statusCode,
      ).toBe(200);
    expect(await t.database.db.selectFrom('outbox').select('id').execute()).toEqual(mailBefore);

    const after = await readApiState(t);
    const text = JSON.stringify(after);
    for (const pattern of NAMED) expect(text, `${pattern} in an API answer`).not.toMatch(pattern);
    expect(text).toContain('Erased user');

    // Same scores: every audit's stored result and risk, and scoring the footprint audit again.
    for (const [url, was] of Object.entries(scoredBefore).filter(([u]) => /\/score($|\/)/.test(u)))
      expect(JSON.stringify(after.responses[url]), url).toBe(JSON.stringify(was).replace(/Astrid Berg/g, 'Erased user'));
    const rescored = await t.call(ADMIN, 'POST', `/api/v1/survey/${footprint.surveyId}/score`);
    expect(rescored.statusCode, rescored.body).toBe(200);
    const result = (url: string) => scoredBefore[url]!.body as { normScore: number; risk: string };
    const now = (await t.call(ADMIN, 'GET', `/api/v1/survey/${footprint.surveyId}/score`)).json<{ normScore: number; risk: string }>();
    expect([now.normScore, now.risk]).toEqual([
      result(`/api/v1/survey/${footprint.surveyId}/score`).normScore,
      result(`/api/v1/survey/${footprint.surveyId}/score`).risk,
    ]);

    // The e-mail is free again: a new account, nothing to do with the tombstone.
    const again = await t.call(ADMIN, 'POST', `/api/v1/company/${c1}/user`, { fullName: 'New Person', email: AUDITOR, phone: null });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ user: { externalId: string } }>().user.externalId).not.toBe(auditor);
  });
});
