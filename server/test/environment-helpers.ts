import type { EnvironmentData } from '@aquarisk/contract/schemas/environment.schema';
import type { Database } from '../src/db/schema.ts';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** The tables an environmental upload writes, the activity log among them. */
export const ENVIRONMENT_TABLES = ['environmentUploads', 'environmentParameters', 'environmentReadings', 'activityLog'] as const;

/** POST /data as `as`: the audit id first, then the CSV under `name`. */
export async function uploadCsv(t: TestApp, as: string, surveyExtId: string, content: string | Buffer, name = 'readings.csv') {
  const { payload, headers } = multipart({ surveyExtId }, { field: 'file', name, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/data',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(as)}` },
  });
}

export async function environmentOf(t: TestApp, as: string, surveyExtId: string) {
  return (await t.call(as, 'GET', `/api/v1/survey/${surveyExtId}/environment`)).json<EnvironmentData>();
}

/** Each table's row count, to show that a refused request changed nothing. */
export async function rowCounts(t: TestApp, tables: readonly (keyof Database)[] = ENVIRONMENT_TABLES): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}
