import type { Kysely } from 'kysely';
import { idColumn, timestampType, fkCascade, floatType, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/**
 * Footage and images of an audit (the bytes live in file storage under `storage_key`) and its environmental readings
 * (issue 10): one upload per audit, its parameters (CSV columns) and one row per reading.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  const ts = timestampType(dialect);
  await idColumn(db.schema.createTable('media'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'varchar(255)')
    .execute();
  await db.schema.createIndex('media_survey_idx').on('media').columns(['survey_id', 'category', 'created_at']).execute();

  await db.schema
    .createTable('environment_uploads')
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id').primaryKey())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', ts, (c) => c.notNull())
    .addColumn('uploaded_by_name', 'varchar(255)')
    .execute();
  await idColumn(db.schema.createTable('environment_parameters'), dialect)
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)', (c) => c.notNull())
    .addColumn('unit', 'varchar(64)')
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('environment_parameters_survey_idx').on('environment_parameters').column('survey_id').execute();
  await db.schema
    .createTable('environment_readings')
    .addColumn('parameter_id', 'integer', (c) => fkCascade(c, 'environment_parameters.id'))
    .addColumn('ts_ms', 'bigint', (c) => c.notNull())
    .addColumn('value', floatType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('environment_readings_param_idx').on('environment_readings').columns(['parameter_id', 'ts_ms']).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('environment_readings').ifExists().execute();
  await db.schema.dropTable('environment_parameters').ifExists().execute();
  await db.schema.dropTable('environment_uploads').ifExists().execute();
  await db.schema.dropTable('media').ifExists().execute();
}

export const migration012: DialectMigration = { up, down };
