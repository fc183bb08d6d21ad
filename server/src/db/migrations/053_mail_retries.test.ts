import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { dbKind } from '../../../test/test-app.ts';
import { smtpAppPerFile } from '../../../test/smtp-app.ts';
import { migration053 } from './053_mail_retries.ts';

const app = smtpAppPerFile();

it(`migration 053: mail left unsent before it is never sent by the retry sweep (${dbKind})`, async () => {
  const { t, smtp } = app;
  const db = t.database.db;
  const plain = db.withoutPlugins() as unknown as Kysely<unknown>;
  await migration053.down(plain, t.database.dialect);
  const now = new Date().toISOString();
  await plain
    .insertInto('outbox' as never)
    .values({ to_address: 'old@example.com', subject: 'An old reset link', body: 'old', created_at: now, sent_at: null })
    .execute();
  await migration053.up(plain, t.database.dialect);

  const res = await t.call(null, 'PUT', '/api/v1/test/clock', { now: new Date(Date.now() + 3_600_000).toISOString(), run: ['mail'] });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().mail).toEqual({ sent: 0, failed: 0 });
  expect(smtp.mails).toEqual([]);
  expect(await db.selectFrom('outbox').select(['attempts', 'nextAttemptAt']).where('toAddress', '=', 'old@example.com').execute()).toEqual([
    { attempts: 0, nextAttemptAt: null },
  ]);
});
