import { sql, type Kysely } from 'kysely';
import { floatType, fkCascade, type DialectMigration } from '../column-types.ts';
import { writeEnvironmentOverview } from '../environment-overview.ts';

/**
 * Each environmental series' overview (issue 26 item 5): at most 200 points per parameter, its peaks and troughs,
 * written when the series is imported, so a farm's trend puts several audits' series on one time axis without
 * reading every reading (docs/performance.md). Back-filled from the readings already stored.
 */
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('environment_overview')
    .addColumn('parameter_id', 'integer', (c) => fkCascade(c, 'environment_parameters.id'))
    .addColumn('ts_ms', 'bigint', (c) => c.notNull())
    .addColumn('value', floatType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('environment_overview_param_idx').on('environment_overview').columns(['parameter_id', 'ts_ms']).execute();
  const params = await sql<{ id: number }>`select id from environment_parameters`.execute(db);
  for (const p of params.rows) await writeEnvironmentOverview(db, Number(p.id));
}

async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('environment_overview').ifExists().execute();
}

export const migration046: DialectMigration = { up, down };
