import { sql, type Kysely } from 'kysely';
import { stepRiskCounts } from '@aquarisk/contract/scoring/step-risk-counts';
import type { DialectMigration } from '../column-types.ts';
import type { Dialect } from '../database.ts';

/** Step counts per band of the audits scored before this migration, read from their stored scoring. */
export async function backfillStepRiskCounts(db: Kysely<any>) {
  const rows = (await db.selectFrom('surveys').select(['id', 'scoring_json']).where('scoring_json', 'is not', null).execute()) as {
    id: number;
    scoring_json: string;
  }[];
  for (const row of rows) {
    const counts = stepRiskCounts(JSON.parse(row.scoring_json) as Parameters<typeof stepRiskCounts>[0]);
    await db
      .updateTable('surveys')
      .set({ step_risk_counts: JSON.stringify(counts) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Intelligence map and activity log: each scored audit keeps its step counts per risk band (the map shows them for
 * thousands of farms without reading every step), the index that finds a farm's latest scored audit, log indexes
 * that match each filter together with the time order, and daily entry counts that keep the log's total fast.
 */
async function up(db: Kysely<unknown>, dialect: Dialect) {
  const s = db.schema;
  await s.alterTable('surveys').addColumn('step_risk_counts', 'text').execute();
  await backfillStepRiskCounts(db as Kysely<any>);
  await s.createIndex('surveys_farm_state_created_idx').on('surveys').columns(['farm_id', 'state', 'created_at', 'id']).execute();

  await s.dropIndex('activity_log_created_idx').execute();
  await s.dropIndex('activity_log_actor_idx').execute();
  await s.createIndex('activity_log_created_id_idx').on('activity_log').columns(['created_at', 'id']).execute();
  await s.createIndex('activity_log_actor_created_idx').on('activity_log').columns(['actor_email', 'created_at', 'id']).execute();
  await s.createIndex('activity_log_target_created_idx').on('activity_log').columns(['target', 'created_at', 'id']).execute();
  await s.createIndex('activity_log_method_created_idx').on('activity_log').columns(['method', 'created_at', 'id']).execute();

  // Entries per UTC day, target and method, kept with every entry: the log's count reads these instead of a million rows.
  await s
    .createTable('activity_log_daily')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('target', 'varchar(32)', (c) => c.notNull())
    .addColumn('method', 'varchar(32)', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_log_daily_pk', ['day', 'target', 'method'])
    .execute();
  await s.createIndex('activity_log_daily_target_idx').on('activity_log_daily').columns(['target', 'method', 'day']).execute();
  await backfillDailyCounts(db, dialect);
}

/** The daily counts of the entries written before this migration (UTC days, as entries store their times). */
export async function backfillDailyCounts(db: Kysely<any>, dialect: Dialect) {
  const day = dialect === 'postgres' ? sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')` : sql`substr(created_at, 1, 10)`;
  await sql`insert into activity_log_daily (day, target, method, entries) select ${day}, target, method, count(*) from activity_log group by 1, 2, 3`.execute(
    db,
  );
}

async function down(db: Kysely<unknown>) {
  const s = db.schema;
  await s.dropTable('activity_log_daily').ifExists().execute();
  for (const name of [
    'activity_log_method_created_idx',
    'activity_log_target_created_idx',
    'activity_log_actor_created_idx',
    'activity_log_created_id_idx',
    'surveys_farm_state_created_idx',
  ]) {
    await s.dropIndex(name).ifExists().execute();
  }
  await s.createIndex('activity_log_created_idx').on('activity_log').column('created_at').execute();
  await s.createIndex('activity_log_actor_idx').on('activity_log').columns(['actor_email', 'created_at']).execute();
  await s.alterTable('surveys').dropColumn('step_risk_counts').execute();
}

export const migration009: DialectMigration = { up, down };
