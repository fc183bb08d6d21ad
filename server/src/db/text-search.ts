import { sql, type RawBuilder } from 'kysely';

/** Case-insensitive substring match that reads the same on SQLite and PostgreSQL (LIKE with an explicit escape). */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/**
 * Whether a column holds the text, in its own case or lower-cased. SQLite's lower() folds ASCII only, so a name
 * such as 'Åse' is found by its exact form there; PostgreSQL folds every letter.
 */
export function mentionsText(column: string, text: string): RawBuilder<boolean> {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`(${sql.ref(column)} like ${`%${escaped}%`} escape '\\' or lower(${sql.ref(column)}) like ${`%${escaped.toLowerCase()}%`} escape '\\')`;
}
