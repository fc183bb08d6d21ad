import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

const seedMedia = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/seed/media');
/** The small generated clips and image the demo seed ships. */
export const mp4 = fs.readFileSync(path.join(seedMedia, 'drone-clip.mp4'));
export const png = fs.readFileSync(path.join(seedMedia, 'site-map.png'));

/** The first audit of the first company that this user sees. */
export async function auditOf(t: TestApp, as: string, companyName = 'Aurora Aquaculture'): Promise<string> {
  const res = await t.call(as, 'GET', '/api/v1/survey?size=50');
  const body = res.json<{ companies: { name: string; farms: { surveys: { externalId: string }[] }[] }[] }>();
  const company = body.companies.find((c) => c.name === companyName);
  const survey = company?.farms.flatMap((f) => f.surveys)[0];
  if (!survey) throw new Error(`${as} sees no audit of ${companyName}`);
  return survey.externalId;
}

export async function uploadMedia(
  t: TestApp,
  as: string,
  survey: string,
  category: string,
  file: { name: string; content: Buffer | string },
  name?: string,
) {
  const { payload, headers } = multipart(name === undefined ? {} : { name }, { field: 'file', ...file });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/survey/${survey}/media/category/${category}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

export const itemsOf = (res: { json: <T>() => T }) => res.json<{ items: MediaItem[] }>().items;

/** Puts a user on an audit, so a role that sees only its own audits sees this one. */
export async function assignToAudit(t: TestApp, email: string, surveyExtId: string) {
  const db = t.database.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const survey = await db.selectFrom('surveys').select('id').where('externalId', '=', surveyExtId).executeTakeFirstOrThrow();
  await db.insertInto('surveyUsers').values({ surveyId: survey.id, userId: user.id, createdAt: new Date().toISOString() }).execute();
}
