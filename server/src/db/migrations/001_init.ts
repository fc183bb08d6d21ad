import type { Kysely } from 'kysely';
import { idColumn, timestampType, floatType, fkCascade, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

async function up(db: Kysely<unknown>, dialect: Dialect) {
  const ts = timestampType(dialect);
  const s = db.schema;

  await idColumn(s.createTable('users'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(255)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(255)')
    .addColumn('phone', 'varchar(64)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await s
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('role', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await idColumn(s.createTable('companies'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('address1', 'varchar(255)')
    .addColumn('address2', 'varchar(255)')
    .addColumn('city', 'varchar(255)')
    .addColumn('province', 'varchar(255)')
    .addColumn('post_code', 'varchar(32)')
    .addColumn('phone', 'varchar(64)')
    .addColumn('email', 'varchar(255)')
    .addColumn('web_address', 'varchar(255)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await s.createIndex('companies_name_idx').on('companies').column('name').execute();

  await s
    .createTable('company_users')
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('company_users_pk', ['company_id', 'user_id'])
    .execute();
  await s.createIndex('company_users_user_idx').on('company_users').column('user_id').execute();

  await idColumn(s.createTable('farms'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('site_id', 'varchar(255)')
    .addColumn('site_type', 'varchar(255)')
    .addColumn('species', 'varchar(255)')
    .addColumn('country', 'varchar(255)')
    .addColumn('state_province', 'varchar(255)')
    .addColumn('latitude', floatType)
    .addColumn('longitude', floatType)
    .addColumn('animal_count', 'bigint')
    .addColumn('tonnage', floatType)
    .addColumn('farm_area', floatType)
    .addColumn('growing_area', floatType)
    .addColumn('harvest_weight', floatType)
    .addColumn('stocking_density', floatType)
    .addColumn('stocking_weight', floatType)
    .addColumn('structure_count', 'integer')
    .addColumn('structures_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_year', 'integer')
    .addColumn('duration', 'integer')
    .addColumn('survey_date', ts)
    .addColumn('currency_code', 'varchar(3)')
    .addColumn('actual_value', floatType)
    .addColumn('avg_value', floatType)
    .addColumn('max_value', floatType)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await s.createIndex('farms_company_name_idx').on('farms').columns(['company_id', 'name']).execute();
  await s.createIndex('farms_company_country_idx').on('farms').columns(['company_id', 'country', 'state_province']).execute();

  await s
    .createTable('farm_users')
    .addColumn('farm_id', 'integer', (c) => fkCascade(c, 'farms.id'))
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('farm_users_pk', ['farm_id', 'user_id'])
    .execute();
  await s.createIndex('farm_users_user_idx').on('farm_users').column('user_id').execute();

  await idColumn(s.createTable('surveys'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('farm_id', 'integer', (c) => fkCascade(c, 'farms.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('survey_year', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('NOT_STARTED'))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('norm_score', floatType)
    .addColumn('risk', 'varchar(16)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('created_by', 'varchar(255)')
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('updated_by', 'varchar(255)')
    .execute();
  await s.createIndex('surveys_farm_idx').on('surveys').columns(['farm_id', 'created_at']).execute();
  await s.createIndex('surveys_company_state_idx').on('surveys').columns(['company_id', 'state', 'survey_year']).execute();

  await s
    .createTable('survey_users')
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_users_pk', ['survey_id', 'user_id'])
    .execute();
  await s.createIndex('survey_users_user_idx').on('survey_users').column('user_id').execute();

  await idColumn(s.createTable('refresh_tokens'), dialect)
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('family_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await s.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await idColumn(s.createTable('reset_tokens'), dialect)
    .addColumn('user_id', 'integer', (c) => fkCascade(c, 'users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await idColumn(s.createTable('outbox'), dialect)
    .addColumn('to_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();

  await idColumn(s.createTable('contact_requests'), dialect)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await idColumn(s.createTable('activity_log'), dialect)
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'varchar(255)')
    .addColumn('method', 'varchar(32)', (c) => c.notNull())
    .addColumn('target', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_name', 'varchar(255)')
    .addColumn('target_ext_id', 'varchar(36)')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('company_name', 'varchar(255)')
    .addColumn('updated_fields_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await s.createIndex('activity_log_created_idx').on('activity_log').column('created_at').execute();
  await s.createIndex('activity_log_actor_idx').on('activity_log').columns(['actor_email', 'created_at']).execute();
}

async function down(db: Kysely<unknown>) {
  for (const t of [
    'activity_log',
    'contact_requests',
    'outbox',
    'reset_tokens',
    'refresh_tokens',
    'survey_users',
    'surveys',
    'farm_users',
    'farms',
    'company_users',
    'companies',
    'user_roles',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

export const migration001: DialectMigration = { up, down };
