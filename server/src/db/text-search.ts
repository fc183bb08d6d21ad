import { sql, type RawBuilder } from 'kysely';

/** Case-insensitive substring match that reads the same on SQLite and PostgreSQL (LIKE with an explicit escape). */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}
