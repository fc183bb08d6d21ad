import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionDueMessages } from '@aquarisk/contract/action-due';
import { actionOwnersSchema } from '@aquarisk/contract/schemas/action.schema';
import { expectNotFound, MISSING_ID } from '../../../test/api-assertions.ts';
import { demoSurveyId } from '../../../test/audit-helpers.ts';
import { AUDITOR, COMPANY, FARMER, MANAGER, OTHER } from '../../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Issue 37 item 8: an auditor hands an action to the farm's people, not only to themselves; on both databases.
let t: TestApp;
let survey: string;
let users: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  users = (await t.ids()).users;
  // The farmer works on the audit's farm; the company admin is a member of the company but not of the farm.
  const row = await t.database.db.selectFrom('surveys').select('farmId').where('externalId', '=', survey).executeTakeFirstOrThrow();
  const farmer = await t.database.db.selectFrom('users').select('id').where('email', '=', FARMER).executeTakeFirstOrThrow();
  await t.database.db.deleteFrom('farmUsers').where('farmId', '=', row.farmId).where('userId', '=', farmer.id).execute();
  await t.database.db
    .insertInto('farmUsers')
    .values({ farmId: row.farmId, userId: farmer.id, createdAt: new Date().toISOString() })
    .execute();
  const company = await t.database.db.selectFrom('users').select('id').where('email', '=', COMPANY).executeTakeFirstOrThrow();
  await t.database.db.deleteFrom('farmUsers').where('farmId', '=', row.farmId).where('userId', '=', company.id).execute();
  await t.database.db.deleteFrom('surveyUsers').where('userId', '=', company.id).execute();
});
afterAll(() => t.close());

const ownersUrl = (id: string) => `/api/v1/survey/${id}/action-owners`;
const raise = (who: string, ownerExtId?: string) =>
  t.call(who, 'POST', `/api/v1/survey/${survey}/action`, {
    title: `Owner ${Math.random()}`,
    description: '<p>Mend the net.</p>',
    riskLevel: 'HIGH',
    ...(ownerExtId ? { ownerExtId } : {}),
  });

describe('GET /survey/{id}/action-owners', () => {
  it('offers the auditor the farm’s people and themselves, by name, without e-mails', async () => {
    const res = await t.call(AUDITOR, 'GET', ownersUrl(survey));
    expect(res.statusCode).toBe(200);
    const { owners } = actionOwnersSchema.parse(res.json());
    const names = owners.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Astrid Auditor', 'Fiona Farmer']));
    expect(owners.find((o) => o.name === 'Fiona Farmer')?.externalId).toBe(users[FARMER]);
    expect(names).not.toContain('Colin Company');
    expect(JSON.stringify(res.json())).not.toContain('@');
  });

  it('answers 404 for another company’s audit and for an unknown one', async () => {
    expectNotFound(await t.call(OTHER, 'GET', ownersUrl(survey)));
    expectNotFound(await t.call(AUDITOR, 'GET', ownersUrl(MISSING_ID)));
  });
});

describe('the owner an auditor may choose', () => {
  it('is one of the farm’s people: the farmer is taken, so reminders go to the farm', async () => {
    const res = await raise(AUDITOR, users[FARMER]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ owner: { externalId: users[FARMER], name: 'Fiona Farmer' } });
  });

  it('is refused with a 400 for a company member outside the farm and the audit; nothing is saved', async () => {
    const count = async () => (await t.database.db.selectFrom('actionItems').select('id').execute()).length;
    const before = await count();
    const res = await raise(AUDITOR, users[COMPANY]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: actionDueMessages.ownerNotAssignable });
    expect(await count()).toBe(before);
  });

  it('stays any member of the company for those who may list its users', async () => {
    const res = await raise(MANAGER, users[COMPANY]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ owner: { externalId: users[COMPANY] } });
  });
});
