import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { dbKind } from '../../../test/test-app.ts';
import { migration056 } from './056_sso_domain_proof.ts';

const { t, ids } = demoAppPerFile();

it(`migration 056: a domain claimed before proof existed comes over pending, with a token to publish (${dbKind})`, async () => {
  const db = t.database.db;
  const plain = db.withoutPlugins() as unknown as Kysely<unknown>;
  const company = await db.selectFrom('companies').select('id').where('externalId', '=', ids.company1).executeTakeFirstOrThrow();
  await migration056.down(plain, t.database.dialect);
  await plain
    .insertInto('sso_domains' as never)
    .values({ domain: 'old-claim.example', company_id: company.id })
    .execute();
  await migration056.up(plain, t.database.dialect);
  const claims = await db.selectFrom('ssoDomainClaims').selectAll().where('domain', '=', 'old-claim.example').execute();
  expect(claims).toEqual([
    expect.objectContaining({
      companyId: company.id,
      verifiedDomain: null,
      verifiedAt: null,
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
    }),
  ]);
  expect((await t.call(null, 'POST', '/api/v1/sso/start', { email: 'ann@old-claim.example' })).json()).toEqual({ redirectUrl: null });
});
