import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DatabaseHandle } from './database.ts';
import type { DialectMigration } from './column-types.ts';
import { migration001 } from './migrations/001_init.ts';
import { migration002 } from './migrations/002_audits.ts';
import { migration003 } from './migrations/003_actions.ts';
import { migration004 } from './migrations/004_list_indexes.ts';
import { migration005 } from './migrations/005_sign_in_failures.ts';
import { migration007 } from './migrations/007_score_caps.ts';
import { migration009 } from './migrations/009_intelligence_and_log.ts';
import { migration010 } from './migrations/010_open_questions.ts';
import { migration011 } from './migrations/011_rate_limit_windows.ts';
import { migration012 } from './migrations/012_media_and_environment.ts';
import { migration020 } from './migrations/020_farm_count_index.ts';
import { migration021 } from './migrations/021_survey_snapshots.ts';
import { migration022 } from './migrations/022_farm_name_index.ts';
import { migration023 } from './migrations/023_environment_staging.ts';
import { migration028 } from './migrations/028_region_spelling.ts';
import { migration030 } from './migrations/030_risk_model_v2.ts';
import { migration040 } from './migrations/040_user_erasure.ts';
import { migration041 } from './migrations/041_farm_latest_scores.ts';
import { migration042 } from './migrations/042_auth_versions_audit_places.ts';
import { migration043 } from './migrations/043_carried_answers.ts';
import { migration045 } from './migrations/045_farm_schedules.ts';
import { migration046 } from './migrations/046_environment_overview.ts';
import { migration047 } from './migrations/047_answer_receipts.ts';
import { migration048 } from './migrations/048_action_due_dates.ts';
import { migration049 } from './migrations/049_reminders.ts';
import { migration050 } from './migrations/050_webhooks.ts';
import { migration051 } from './migrations/051_sso.ts';
import { migration052 } from './migrations/052_api_tokens.ts';
import { migration053 } from './migrations/053_mail_retries.ts';
import { migration054 } from './migrations/054_webhook_secret_overlap.ts';
import { migration055 } from './migrations/055_sso_invited_only.ts';
import { migration056 } from './migrations/056_sso_domain_proof.ts';
import { migration057 } from './migrations/057_answer_receipts_per_audit.ts';
import { migration064 } from './migrations/064_unfinished_uploads.ts';
import { migration065 } from './migrations/065_company_audit_interval.ts';

/**
 * Static list: Kysely's FileMigrationProvider does not load .ts files under Vitest. Numbers were handed out to work
 * done in parallel (006 media, 008 reports), so a database may have run 007 before 006: unordered runs are allowed.
 */
const migrations: Record<string, DialectMigration> = {
  '001_init': migration001,
  '002_audits': migration002,
  '003_actions': migration003,
  '004_list_indexes': migration004,
  '005_sign_in_failures': migration005,
  '007_score_caps': migration007,
  '009_intelligence_and_log': migration009,
  '010_open_questions': migration010,
  '011_rate_limit_windows': migration011,
  '012_media_and_environment': migration012,
  '020_farm_count_index': migration020,
  '021_survey_snapshots': migration021,
  '022_farm_name_index': migration022,
  '023_environment_staging': migration023,
  '028_region_spelling': migration028,
  '030_risk_model_v2': migration030,
  '040_user_erasure': migration040,
  '041_farm_latest_scores': migration041,
  '042_auth_versions_audit_places': migration042,
  '043_carried_answers': migration043,
  '045_farm_schedules': migration045,
  '046_environment_overview': migration046,
  '047_answer_receipts': migration047,
  '048_action_due_dates': migration048,
  '049_reminders': migration049,
  '050_webhooks': migration050,
  '051_sso': migration051,
  '052_api_tokens': migration052,
  '053_mail_retries': migration053,
  '054_webhook_secret_overlap': migration054,
  '055_sso_invited_only': migration055,
  '056_sso_domain_proof': migration056,
  '057_answer_receipts_per_audit': migration057,
  '064_unfinished_uploads': migration064,
  '065_company_audit_interval': migration065,
};

/** Names of the migrations this build knows; a backup that ran others comes from a newer version. */
export const knownMigrations: readonly string[] = Object.keys(migrations);

/** Runs every migration not yet applied; returns the names it ran. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        out[name] = { up: (db) => m.up(db, handle.dialect), down: (db) => m.down(db, handle.dialect) };
      }
      return out;
    },
  };
  // Migrations use snake_case table names, so they run on a plain instance without the CamelCase plugin.
  const plain = handle.db.withoutPlugins();
  const { error, results } = await new Migrator({ db: plain, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
