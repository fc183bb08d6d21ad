/**
 * The table whose unique key (or primary key) a write broke, or null for any other error. Dialect specifics stay here:
 * SQLite reports SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY with 'UNIQUE constraint failed: <table>.<column>', PostgreSQL
 * reports SQLSTATE 23505 with the table in `table`. An empty string means a unique violation on an unnamed table.
 */
export function uniqueViolationTable(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as { code?: unknown; message?: unknown; table?: unknown };
  if (e.code === '23505') return typeof e.table === 'string' ? e.table : '';
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return /constraint failed: (\w+)\./.exec(String(e.message))?.[1] ?? '';
  }
  return null;
}
