import type { TestApp } from './test-app.ts';

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
