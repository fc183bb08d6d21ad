import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { dbKind } from '../../../test/test-app.ts';
import { migration057 } from './057_answer_receipts_per_audit.ts';

const { t } = demoAppPerFile();

it(`migration 057: receipts keep their rows both ways; one id may serve two audits after it (${dbKind})`, async () => {
  const db = t.database.db;
  const [a, b] = await db.selectFrom('surveys').select('id').orderBy('id').limit(2).execute();
  const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const receipt = (surveyId: number, clientId: string) => ({
    clientId,
    surveyId,
    userId: user.id,
    questionId: 1,
    status: 'saved' as const,
    reason: null,
    message: null,
    createdAt: new Date().toISOString(),
  });
  const shared = randomUUID();
  await db
    .insertInto('answerReceipts')
    .values([receipt(a!.id, shared), receipt(b!.id, shared), receipt(a!.id, randomUUID())])
    .execute();
  const count = async () => (await db.selectFrom('answerReceipts').select('surveyId').execute()).length;
  const before = await count();

  const plain = db.withoutPlugins() as unknown as Kysely<unknown>;
  await migration057.down(plain, t.database.dialect);
  expect(await count()).toBe(before - 1);
  await migration057.up(plain, t.database.dialect);
  expect(await count()).toBe(before - 1);
  await db.insertInto('answerReceipts').values(receipt(b!.id, shared)).execute();
  await expect(db.insertInto('answerReceipts').values(receipt(b!.id, shared)).execute()).rejects.toThrow();
});
