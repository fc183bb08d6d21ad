import type { DatabaseHandle } from '../../db/database.ts';
import { BulkInsert } from '../../db/bulk-insert.ts';
import type { ScaleProgress } from './progress-bar.ts';

/**
 * Writes a table (and the small tables that go with it) in batches, each batch one transaction, reporting progress
 * after each; rows are arrays in the columns' order.
 */
export class ScaleWriter {
  private readonly inserts = new Map<string, BulkInsert>();
  private pending = new Map<string, unknown[][]>();
  private pendingRows = 0;
  done = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly tables: Record<string, readonly string[]>,
    private readonly progress: { table: string; total: number; onProgress?: ((p: ScaleProgress) => void) | undefined },
    private readonly batchRows = 20_000,
  ) {
    for (const [table, columns] of Object.entries(tables)) this.inserts.set(table, new BulkInsert(database.dialect, table, columns));
    progress.onProgress?.({ table: progress.table, done: 0, total: progress.total });
  }

  /** Queues a row; `counts` says whether it is one of the rows the progress counts. */
  async add(table: string, row: unknown[], counts = true): Promise<void> {
    let rows = this.pending.get(table);
    if (!rows) this.pending.set(table, (rows = []));
    rows.push(row);
    this.pendingRows++;
    if (counts) this.done++;
    if (this.pendingRows >= this.batchRows) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.pendingRows = 0;
    // Tables go in the order they were declared, so rows that others refer to are written first.
    await this.database.db.transaction().execute(async (tx) => {
      for (const table of Object.keys(this.tables)) {
        const rows = batch.get(table);
        if (rows?.length) await this.inserts.get(table)!.insert(tx, rows);
      }
    });
    this.progress.onProgress?.({ table: this.progress.table, done: this.done, total: this.progress.total });
  }
}
