import { expect } from 'vitest';
import { CLIENT_AUTH, type TestApp } from './test-app.ts';

/** The id in the password-reset link last mailed to `email` (the outbox keeps every mail the app sent). */
export async function lastResetLinkId(t: Pick<TestApp, 'database'>, email: string): Promise<string> {
  const mail = await t.database.db
    .selectFrom('outbox')
    .select('body')
    .where('toAddress', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const id = /\/reset\/([\w-]+)/.exec(mail.body)?.[1];
  if (!id) throw new Error(`no reset link in the last mail to ${email}`);
  return id;
}

/** A new password as a user sets it: asks for the reset link, then follows the mailed link with `password`. */
export async function resetPasswordByMail(t: Pick<TestApp, 'app' | 'database'>, email: string, password: string) {
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/password/reset',
    headers: { authorization: CLIENT_AUTH },
    payload: { email },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  const clid = await lastResetLinkId(t, email);
  const change = await t.app.inject({
    method: 'POST',
    url: '/api/v1/password/change',
    headers: { authorization: CLIENT_AUTH },
    payload: { clid, password },
  });
  expect(change.statusCode, change.body).toBe(200);
}
