/**
 * npm run backup [-- --out <dir>]: a consistent, timestamped backup of the configured database and stored files,
 * taken while the server runs (docs/operations.md). Reads the same environment as the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createBackup } from './create-backup.ts';
import { s3Advice } from './s3-advice.ts';
import { ownerOnlyFromNowOn } from '../lib/owner-only.ts';

ownerOnlyFromNowOn();

const { values } = parseArgs({ options: { out: { type: 'string', default: process.env['BACKUP_DIR'] || './backups' } } });

try {
  const started = performance.now();
  const { dir, manifest, warnings } = await createBackup(loadConfig(), values.out);
  const db = manifest.database;
  const rows = Object.values(db.rows).reduce((a, b) => a + b, 0);
  console.log(`Backup written to ${dir}`);
  console.log(`  Database: ${db.kind}, ${db.file.bytes} bytes, ${rows} rows in ${Object.keys(db.rows).length} tables`);
  if (manifest.storage.driver === 'local') {
    const bytes = manifest.storage.files.reduce((a, f) => a + f.bytes, 0);
    console.log(`  Files: ${manifest.storage.files.length} (${bytes} bytes), each with its sha256 in manifest.json`);
  } else console.log(s3Advice(manifest.storage.bucket, manifest.storage.prefix));
  for (const w of warnings) console.warn(`  Warning: ${w}`);
  console.log(`  Took ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
