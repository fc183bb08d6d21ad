import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { rowCountDifferences } from '../db/backup/database-facts.ts';
import { postgresTables, restorePostgres } from '../db/backup/postgres-backup.ts';
import { checkSqliteIntegrity, sqliteFacts } from '../db/backup/sqlite-backup.ts';
import { openDatabase } from '../db/database.ts';
import { knownMigrations, migrateToLatest } from '../db/migrate.ts';
import { DATABASE_FILE, FILES_DIR, JWT_SECRET_FILE, readManifest, type Manifest } from './backup-manifest.ts';
import { copyHashed, listFiles, mismatch } from './file-tree.ts';

/** A restore that was refused before anything changed: the CLI prints the message and exits with 2. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  files: number;
  migrated: string[];
  notes: string[];
}

/**
 * Restores a backup into the configured database and DATA_DIR. Everything is checked before anything changes: the
 * manifest's format and sha256 sums, the kinds of database and storage, that this version knows every migration
 * the backup ran, and that the target is empty (or `force`). Then the database (SQLite: integrity and foreign keys
 * checked on a staged copy; PostgreSQL: one transaction), the files, and the migrations this version adds.
 */
export async function restoreBackup(config: AppConfig, from: string, opts: { force: boolean }): Promise<RestoreResult> {
  const manifest = readManifest(from);
  await assertRestorable(config, from, manifest);
  const occupied = await occupiedBy(config);
  if (occupied.length && !opts.force)
    throw new RestoreRefused(`The target is not empty (${occupied.join('; ')}). Restore into an empty one, or pass --force to replace it.`);

  const staging = path.join(config.dataDir, `.restore-${randomUUID()}`);
  await fsp.mkdir(staging, { recursive: true });
  try {
    const notes: string[] = [];
    const files = await stageFiles(from, staging, manifest);
    if (config.database.kind === 'sqlite') await restoreSqlite(config.database.file, from, staging, manifest);
    else
      await restorePostgres(
        config.database.url,
        path.join(from, DATABASE_FILE.postgres),
        await postgresTables(config.database.url),
        manifest.database.rows,
      );
    if (manifest.storage.driver === 'local') {
      await fsp.rm(path.join(config.dataDir, FILES_DIR), { recursive: true, force: true });
      await fsp.rename(path.join(staging, FILES_DIR), path.join(config.dataDir, FILES_DIR));
    } else {
      notes.push(
        `Uploaded files were not in this backup: restore the S3 bucket ${manifest.storage.bucket} (prefix '${manifest.storage.prefix}') from the store's own backup.`,
      );
    }
    notes.push(...(await restoreSecret(config, from, manifest, opts.force)));
    const database = await openDatabase(config.database);
    try {
      return { manifest, files, migrated: await migrateToLatest(database), notes };
    } finally {
      await database.close();
    }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function assertRestorable(config: AppConfig, from: string, m: Manifest) {
  if (m.database.kind !== config.database.kind)
    throw new RestoreRefused(`This is a ${m.database.kind} backup; the configuration points at ${config.database.kind} (DATABASE_URL).`);
  if (m.storage.driver !== config.storage.driver)
    throw new RestoreRefused(
      `This backup's files are for the ${m.storage.driver} storage driver; STORAGE_DRIVER is ${config.storage.driver}.`,
    );
  const unknown = m.database.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length)
    throw new RestoreRefused(
      `The backup comes from a newer version of Aquarisk (migrations ${unknown.join(', ')}): install that version or a later one, then restore.`,
    );
  const entries = [
    m.database.file,
    ...(m.storage.driver === 'local' ? m.storage.files.map((f) => ({ ...f, path: `${FILES_DIR}/${f.path}` })) : []),
  ];
  if (m.jwtSecret) entries.push(m.jwtSecret);
  if (m.database.file.path !== DATABASE_FILE[m.database.kind]) throw new RestoreRefused(`Unexpected database file ${m.database.file.path}`);
  const problems = (await Promise.all(entries.map((e) => mismatch(from, e)))).filter((p): p is string => p !== null);
  if (problems.length) throw new RestoreRefused(`The backup does not match its manifest, nothing was restored: ${problems.join('; ')}`);
}

/** What already holds data where the restore would write. */
async function occupiedBy(config: AppConfig): Promise<string[]> {
  const found: string[] = [];
  if (config.database.kind === 'sqlite' && fs.existsSync(config.database.file)) found.push(`${config.database.file} exists`);
  if (config.database.kind === 'postgres') {
    const tables = await postgresTables(config.database.url);
    if (tables.length) found.push(`the database has ${tables.length} tables`);
  }
  const files = config.storage.driver === 'local' ? await listFiles(path.join(config.dataDir, FILES_DIR)) : [];
  if (files.length) found.push(`${path.join(config.dataDir, FILES_DIR)} holds ${files.length} files`);
  return found;
}

async function stageFiles(from: string, staging: string, m: Manifest): Promise<number> {
  if (m.storage.driver !== 'local') return 0;
  await fsp.mkdir(path.join(staging, FILES_DIR), { recursive: true });
  for (const f of m.storage.files) {
    const copied = await copyHashed(path.join(from, FILES_DIR, f.path), path.join(staging, FILES_DIR, f.path), f.path);
    if (copied?.sha256 !== f.sha256) throw new Error(`${f.path} changed while it was restored`);
  }
  return m.storage.files.length;
}

/** The copy is checked where it is staged; only a sound database with the backup's row counts is moved into place. */
async function restoreSqlite(file: string, from: string, staging: string, m: Manifest) {
  const staged = path.join(staging, 'aquarisk.db');
  await fsp.copyFile(path.join(from, DATABASE_FILE.sqlite), staged);
  const problems = [...checkSqliteIntegrity(staged), ...rowCountDifferences(m.database.rows, sqliteFacts(staged).rows)];
  if (problems.length) throw new Error(`The backup's database failed its checks, nothing was restored: ${problems.join('; ')}`);
  for (const suffix of ['', '-wal', '-shm']) await fsp.rm(`${file}${suffix}`, { force: true });
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.rename(staged, file);
}

async function restoreSecret(config: AppConfig, from: string, m: Manifest, force: boolean): Promise<string[]> {
  if (!m.jwtSecret) return [];
  if (config.jwtSecret) return ["JWT_SECRET is set: the backup's generated secret was not restored."];
  const target = path.join(config.dataDir, JWT_SECRET_FILE);
  if (fs.existsSync(target) && !force)
    return [`${target} exists and was kept (--force replaces it): sessions and media links of the backed-up server end.`];
  await fsp.rm(target, { force: true });
  await copyHashed(path.join(from, JWT_SECRET_FILE), target, JWT_SECRET_FILE);
  await fsp.chmod(target, 0o600);
  return [];
}
