import type { Kysely } from 'kysely';
import { DEFAULT_AUDIT_INTERVAL_MONTHS } from '@aquarisk/contract/audit-age';
import type { DialectMigration } from '../column-types.ts';

/**
 * Issue 39 item 5: a company's audit interval in months; a farm whose latest scored audit is older shows as stale on
 * the farm list, the map and the portfolio (docs/decisions.md, "Stale farms"). Every company starts at the default.
 * No index: the lists read it once per company, and the farms' latest audits come from their existing indexes.
 */
async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('companies')
    .addColumn('audit_interval_months', 'integer', (c) => c.notNull().defaultTo(DEFAULT_AUDIT_INTERVAL_MONTHS))
    .execute();
}

async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('companies').dropColumn('audit_interval_months').execute();
}

export const migration065: DialectMigration = { up, down };
