import { sql, type Kysely } from 'kysely';
import { fkCascade, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 37 item 24: a client id is unique within its audit, not across the product. With the id alone as the key, an
 * answer whose id another company's audit had used was refused as reused, which told the sender that the id exists
 * elsewhere. The key becomes (survey_id, client_id); the table is rebuilt, as SQLite cannot change a primary key.
 */
async function rebuild(db: Kysely<unknown>, dialect: Dialect, perAudit: boolean) {
  await db.schema
    .createTable('answer_receipts_next')
    .addColumn('client_id', 'varchar(36)', (c) => (perAudit ? c.notNull() : c.primaryKey()))
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)')
    .addColumn('message', 'text')
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .$call((t) => (perAudit ? t.addPrimaryKeyConstraint('answer_receipts_pk', ['survey_id', 'client_id']) : t))
    .execute();
  const columns = sql.raw('client_id, survey_id, user_id, question_id, status, reason, message, created_at');
  // Going back keeps one receipt per id (the one of the lowest audit), as the old key allows.
  const onePerId = perAudit
    ? sql``
    : sql`WHERE r.survey_id = (SELECT MIN(o.survey_id) FROM answer_receipts o WHERE o.client_id = r.client_id)`;
  await sql`INSERT INTO answer_receipts_next (${columns}) SELECT ${columns} FROM answer_receipts r ${onePerId}`.execute(db);
  await db.schema.dropTable('answer_receipts').execute();
  await db.schema.alterTable('answer_receipts_next').renameTo('answer_receipts').execute();
  if (!perAudit) await db.schema.createIndex('answer_receipts_survey_idx').on('answer_receipts').column('survey_id').execute();
  await db.schema.createIndex('answer_receipts_user_idx').on('answer_receipts').column('user_id').execute();
}

export const migration057: DialectMigration = {
  up: (db, dialect) => rebuild(db, dialect, true),
  down: (db, dialect) => rebuild(db, dialect, false),
};
