import type { Kysely } from 'kysely';
import type { DialectMigration } from '../column-types.ts';

/**
 * Issue 25 item 4: the signed-in user is cached per access token, so every server process must learn cheaply that
 * what it cached is stale. `auth_version` moves whenever the cached user changes (roles, e-mail, name);
 * `session_version` moves when every session must end (new password, a stolen refresh token, erasure). An access
 * token carries the session version it was issued under and is refused once the row's differs.
 */
async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .addColumn('auth_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('session_version').execute();
  await db.schema.alterTable('users').dropColumn('auth_version').execute();
}

export const migration042: DialectMigration = { up, down };
