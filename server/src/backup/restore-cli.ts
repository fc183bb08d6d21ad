/**
 * npm run restore -- <backup directory> [--force]: restores a backup into the configured database and DATA_DIR,
 * which must be empty unless --force (docs/operations.md). Stop the server first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreBackup, RestoreRefused } from './restore-backup.ts';
import { ownerOnlyFromNowOn } from '../lib/owner-only.ts';

ownerOnlyFromNowOn();

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });

if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup directory> [--force]');
  process.exit(2);
}
try {
  const config = loadConfig();
  const { manifest, files, migrated, notes } = await restoreBackup(config, positionals[0]!, { force: values.force });
  const target = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
  console.log(`Restored the backup of ${manifest.createdAt} into ${target}`);
  console.log(`  Checked: every sha256 of manifest.json, the database's integrity and each table's row count`);
  console.log(`  Files: ${files}`);
  console.log(`  Migrations run after the restore: ${migrated.length ? migrated.join(', ') : 'none (already current)'}`);
  for (const n of notes) console.log(`  Note: ${n}`);
} catch (err) {
  console.error(`Restore ${err instanceof RestoreRefused ? 'refused' : 'failed'}: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = err instanceof RestoreRefused ? 2 : 1;
}
