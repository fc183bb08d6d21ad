import type { Kysely } from 'kysely';
import { idColumn, timestampType, fkCascade, type DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/** Corrective actions raised on an audit's question, resolved one-way. */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  const ts = timestampType(dialect);
  await idColumn(db.schema.createTable('action_items'), dialect)
    .addColumn('external_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('survey_id', 'integer', (c) => fkCascade(c, 'surveys.id'))
    .addColumn('company_id', 'integer', (c) => fkCascade(c, 'companies.id'))
    .addColumn('section_id', 'integer')
    .addColumn('step_id', 'integer')
    .addColumn('question_id', 'integer')
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('risk_level', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('closed_at', ts)
    .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_by_name', 'varchar(255)')
    .addColumn('closed_description', 'text')
    .execute();
  await db.schema.createIndex('action_items_survey_idx').on('action_items').columns(['survey_id', 'closed_at']).execute();
  await db.schema.createIndex('action_items_company_idx').on('action_items').columns(['company_id', 'closed_at', 'risk_level']).execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('action_items').ifExists().execute();
}

export const migration003: DialectMigration = { up, down };
