import { CompiledQuery } from 'kysely';
import type { Dialect, Executor } from './database.ts';

/** Under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement. */
const MAX_PARAMS = 30_000;
const MAX_ROWS = 1_000;

/**
 * Multi-row INSERTs of plain value arrays, compiled once per statement size and run through Kysely's driver, so the
 * same code serves both databases; callers wrap a batch in a transaction (one commit per batch, not per row).
 * Table and column names are snake_case: they bypass the CamelCase plugin.
 */
export class BulkInsert {
  private readonly perStatement: number;
  private readonly texts = new Map<number, string>();

  constructor(
    private readonly dialect: Dialect,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {
    this.perStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns.length)));
  }

  private text(rows: number): string {
    let text = this.texts.get(rows);
    if (text) return text;
    const width = this.columns.length;
    const tuples: string[] = [];
    for (let r = 0; r < rows; r++) {
      const marks = Array.from({ length: width }, (_, c) => (this.dialect === 'postgres' ? `$${r * width + c + 1}` : '?'));
      tuples.push(`(${marks.join(',')})`);
    }
    text = `INSERT INTO ${this.table} (${this.columns.join(',')}) VALUES ${tuples.join(',')}`;
    this.texts.set(rows, text);
    return text;
  }

  /** Inserts the rows, each an array in column order. */
  async insert(db: Executor, rows: readonly (readonly unknown[])[]): Promise<void> {
    for (let i = 0; i < rows.length; i += this.perStatement) {
      const chunk = rows.slice(i, i + this.perStatement);
      await db.executeQuery(CompiledQuery.raw(this.text(chunk.length), chunk.flat()));
    }
  }
}
