import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { fkCascade, idColumn, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Proof of an SSO e-mail domain (issue 37 item 20, docs/decisions.md "Single sign-on"): a company's claim of a domain
 * holds the token of its DNS TXT record and, once proved, `verified_domain` (unique: one company per proved domain).
 * Several companies may claim a domain while unproved; only a proved claim routes sign-in. Claims made before this
 * migration were never proved, so they come over pending: the company proves them again (or an Aquarisk administrator
 * approves them) before its provider signs anyone in.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await idColumn(db.schema.createTable('sso_domain_claims'), dialect)
    .addColumn('domain', 'varchar(253)', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull())
    .addColumn('verified_domain', 'varchar(253)', (c) => c.unique())
    .addColumn('verified_at', timestampType(dialect))
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .addUniqueConstraint('sso_domain_claims_company_domain_key', ['company_id', 'domain'])
    .execute();
  await db.schema.createIndex('sso_domain_claims_domain_idx').on('sso_domain_claims').column('domain').execute();
  const { rows } = await sql<{ domain: string; company_id: number }>`SELECT domain, company_id FROM sso_domains`.execute(db);
  const now = new Date().toISOString();
  for (const r of rows)
    await sql`INSERT INTO sso_domain_claims (domain, company_id, token, created_at) VALUES (${r.domain}, ${r.company_id}, ${randomBytes(16).toString('hex')}, ${now})`.execute(
      db,
    );
  await db.schema.dropTable('sso_domains').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema
    .createTable('sso_domains')
    .addColumn('domain', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .execute();
  await db.schema.createIndex('sso_domains_company_idx').on('sso_domains').column('company_id').execute();
  // a domain claimed by several companies goes back to the one that proved it, else the first claim
  await sql`INSERT INTO sso_domains (domain, company_id)
    SELECT domain, company_id FROM sso_domain_claims c
    WHERE c.id = (SELECT c2.id FROM sso_domain_claims c2 WHERE c2.domain = c.domain ORDER BY c2.verified_at IS NULL, c2.id LIMIT 1)`.execute(
    db,
  );
  await db.schema.dropTable('sso_domain_claims').execute();
}

export const migration056: DialectMigration = { up, down };
