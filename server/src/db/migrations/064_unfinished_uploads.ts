import type { Kysely } from 'kysely';
import { fkCascade, timestampType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 37 item 22: the resumable uploads each user holds unfinished, with their declared lengths, so that a cap per
 * user holds across server processes and storage drivers (the tus state itself is in files or S3 objects). A row goes
 * when its upload is finished, refused or cancelled; one older than UPLOAD_EXPIRY_HOURS no longer counts.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable('unfinished_uploads')
    .addColumn('upload_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('declared_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('unfinished_uploads_user_idx').on('unfinished_uploads').columns(['user_id', 'created_at']).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('unfinished_uploads').execute();
}

export const migration064: DialectMigration = { up, down };
