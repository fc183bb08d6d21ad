import type { Insertable } from 'kysely';
import type { SurveysTable } from '../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Inserts a bare audit on a demo farm (audit launch is another area), optionally assigned to demo users. */
export async function insertAudit(t: TestApp, farmExtId: string, name: string, assignees: string[] = []) {
  const db = t.database.db;
  const farm = await db.selectFrom('farms').select(['id', 'companyId']).where('externalId', '=', farmExtId).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const values = {
    externalId: crypto.randomUUID(),
    companyId: farm.companyId,
    farmId: farm.id,
    name,
    description: null,
    surveyYear: 2026,
    state: 'NOT_STARTED',
    closed: 0,
    normScore: null,
    risk: null,
    createdAt: now,
    createdBy: null,
    updatedAt: now,
    updatedBy: null,
  };
  // Columns added by later migrations keep their database defaults.
  const survey = await db
    .insertInto('surveys')
    .values(values as Insertable<SurveysTable>)
    .returning(['id', 'externalId'])
    .executeTakeFirstOrThrow();
  for (const email of assignees) {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db.insertInto('surveyUsers').values({ surveyId: survey.id, userId: user.id, createdAt: now }).execute();
  }
  return survey;
}
