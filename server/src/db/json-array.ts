import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';

/**
 * A subquery's rows as one JSON array per outer row (json_agg on PostgreSQL, json_group_array on SQLite), so a list
 * and its children come back in one query. Keep the subquery's column aliases single words: the CamelCase plugin
 * renames multi-word ones differently on the two databases inside JSON.
 */
export function jsonArrayFrom<O>(db: Kysely<any>, subquery: SelectQueryBuilder<any, any, O>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
}

/** PostgreSQL hands the array back parsed, SQLite as text. */
export function parseJsonArray<T>(value: unknown): T[] {
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return (value as T[] | null) ?? [];
}
