import type { Kysely } from 'kysely';
import { fkCascade, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 27 items 2–3: one receipt per answer the app sent with its own id (the answer batch, `/next` with a client
 * id). The first result is kept — saved, or refused with its reason and message — so the same id sent again (a retry
 * after a dropped link, or 20 copies at once) writes nothing and answers that result. The unique key is the client id
 * itself; the audit, user and question let a reused id be told from a retry (docs/decisions.md, "Answers sent offline").
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable('answer_receipts')
    .addColumn('client_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)')
    .addColumn('message', 'text')
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('answer_receipts_survey_idx').on('answer_receipts').column('survey_id').execute();
  await db.schema.createIndex('answer_receipts_user_idx').on('answer_receipts').column('user_id').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('answer_receipts').ifExists().execute();
}

export const migration047: DialectMigration = { up, down };
