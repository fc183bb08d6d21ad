/**
 * What a database holds, read inside the snapshot a backup copies: each table's row count (the restore must find the
 * same), the migrations applied (a restore refuses migrations this build does not know) and the storage keys of
 * stored files (each must be in the backup's files).
 */
export interface DatabaseFacts {
  rows: Record<string, number>;
  migrations: string[];
  mediaKeys: string[];
}

/** Differences between the row counts a backup recorded and those a restored database holds. */
export function rowCountDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter((t) => expected[t] !== actual[t])
    .map((t) => `${t}: ${expected[t] ?? 'no table'} rows in the backup, ${actual[t] ?? 'no table'} restored`);
}
