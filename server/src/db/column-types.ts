import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './database.ts';

/** Dialect differences of the schema live here, so migrations read the same for both databases. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

export function timestampType(dialect: Dialect) {
  return dialect === 'sqlite' ? sql`text` : sql`timestamptz`;
}

export const floatType = sql`double precision`;

export function fkCascade(c: ColumnDefinitionBuilder, ref: string) {
  return c.notNull().references(ref).onDelete('cascade');
}

export type MigrationFn = (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;
export interface DialectMigration {
  up: MigrationFn;
  down: MigrationFn;
}
