import type { Kysely } from 'kysely';
import { fkCascade, idColumn, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 28 item 4: OpenID Connect single sign-on per company. One configuration per company (the client secret
 * encrypted, sso-secret-box.ts), its e-mail domains (unique across companies: one domain signs in at one provider),
 * and the pending sign-ins: state (hashed), nonce and PKCE verifier, single-use and short-lived
 * (docs/decisions.md, "Single sign-on").
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable('sso_configs')
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id').primaryKey())
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('client_secret_enc', 'text', (c) => c.notNull())
    .addColumn('roles_json', 'text', (c) => c.notNull())
    .addColumn('role_claim', 'varchar(100)')
    .addColumn('role_map_json', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .addColumn('updated_at', timestampType(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sso_domains')
    .addColumn('domain', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .execute();
  await db.schema.createIndex('sso_domains_company_idx').on('sso_domains').column('company_id').execute();
  await idColumn(db.schema.createTable('sso_sign_ins'), dialect)
    .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('nonce', 'varchar(100)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .addColumn('used_at', timestampType(dialect))
    .execute();
  await db.schema.createIndex('sso_sign_ins_created_idx').on('sso_sign_ins').column('created_at').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sso_sign_ins').ifExists().execute();
  await db.schema.dropTable('sso_domains').ifExists().execute();
  await db.schema.dropTable('sso_configs').ifExists().execute();
}

export const migration051: DialectMigration = { up, down };
