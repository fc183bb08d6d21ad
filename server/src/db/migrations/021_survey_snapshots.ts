import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectMigration } from '../column-types.ts';
import { snapshotHash } from '../snapshot-hash.ts';

const BATCH = 200;

/**
 * Moves every audit's snapshot into survey_snapshots, one row per distinct body, and points the audit at it. Reads
 * the audits in id order a batch at a time, so a large database is never held in memory at once.
 */
export async function moveSnapshots(db: Kysely<any>) {
  const ids = new Map<string, number>();
  for (let after = 0; ;) {
    const rows = (await db
      .selectFrom('surveys')
      .select(['id', 'snapshot_json'])
      .where('id', '>', after)
      .where('snapshot_json', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: number; snapshot_json: string }[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const hash = snapshotHash(row.snapshot_json);
      let id = ids.get(hash);
      if (id === undefined) {
        const found: { id: number } | undefined = await db
          .selectFrom('survey_snapshots')
          .select('id')
          .where('hash', '=', hash)
          .executeTakeFirst();
        const stored: number =
          found?.id ??
          (await db.insertInto('survey_snapshots').values({ hash, body_json: row.snapshot_json }).returning('id').executeTakeFirstOrThrow())
            .id;
        id = stored;
        ids.set(hash, id);
      }
      await db.updateTable('surveys').set({ snapshot_id: id }).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Template snapshots kept apart from audit rows (issue 14): an audit row read for a list or an answer no longer carries
 * the ~70 KB launched template body, and audits launched from the same template body share one stored copy.
 */
async function up(db: Kysely<unknown>, dialect: Parameters<DialectMigration['up']>[1]) {
  await idColumn(db.schema.createTable('survey_snapshots'), dialect)
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('body_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('surveys')
    .addColumn('snapshot_id', 'integer', (c) => c.references('survey_snapshots.id'))
    .execute();
  await moveSnapshots(db as Kysely<any>);
  await db.schema.alterTable('surveys').dropColumn('snapshot_json').execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('surveys').addColumn('snapshot_json', 'text').execute();
  await sql`UPDATE surveys SET snapshot_json = (SELECT body_json FROM survey_snapshots WHERE survey_snapshots.id = surveys.snapshot_id)`.execute(
    db,
  );
  await db.schema.alterTable('surveys').dropColumn('snapshot_id').execute();
  await db.schema.dropTable('survey_snapshots').execute();
}

export const migration021: DialectMigration = { up, down };
