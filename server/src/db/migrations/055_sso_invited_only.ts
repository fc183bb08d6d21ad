import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * Single sign-on for invited people only (docs/decisions.md "Single sign-on"): `create_accounts` 1 lets a verified
 * e-mail of the company's domains make its account on first sign-in (as before, so existing configurations keep
 * working); 0 signs in only people the company already has as members.
 */
async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('sso_configs')
    .addColumn('create_accounts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('sso_configs').dropColumn('create_accounts').execute();
}

export const migration055: DialectMigration = { up, down };
