import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { DatabaseFacts } from '../db/backup/database-facts.ts';
import { backupPostgres } from '../db/backup/postgres-backup.ts';
import { backupSqlite } from '../db/backup/sqlite-backup.ts';
import {
  DATABASE_FILE,
  FILES_DIR,
  JWT_SECRET_FILE,
  MANIFEST_FORMAT,
  writeManifest,
  type FileEntry,
  type Manifest,
} from './backup-manifest.ts';
import { OWNER_DIR, ownerOnlyTree } from '../lib/owner-only.ts';
import { UPLOADS_DIR } from '../modules/media/index.ts';
import { copyHashed, entryOf, listFiles } from './file-tree.ts';

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  warnings: string[];
}

/** 2026-11-25T10:15:00.123Z → aquarisk-backup-2026-11-25T10-15-00-123Z: sorts by time, valid on every file system. */
export const backupName = (at: Date) => `aquarisk-backup-${at.toISOString().replace(/[:.]/g, '-')}`;

/**
 * A consistent backup while the server runs: first the database (one snapshot, see sqlite-backup.ts and
 * postgres-backup.ts), then the stored files. Order matters: an upload writes its file before its row commits, so
 * every file the snapshot refers to exists when the copy starts; one deleted meanwhile is reported, not hidden.
 * Everything is written under `<name>.partial` and renamed at the end, so a directory without that suffix is whole.
 */
export async function createBackup(config: AppConfig, outDir: string, at = new Date()): Promise<BackupResult> {
  const dir = path.join(path.resolve(outDir), backupName(at));
  const work = `${dir}.partial`;
  // The owner's only (issue 37 item 21): it holds the token-signing secret, password hashes and webhook secrets.
  await fsp.mkdir(path.dirname(work), { recursive: true, mode: OWNER_DIR });
  await fsp.mkdir(work, { mode: OWNER_DIR });
  await fsp.chmod(work, OWNER_DIR);
  try {
    const kind = config.database.kind;
    const dbFile = path.join(work, DATABASE_FILE[kind]);
    const facts =
      config.database.kind === 'sqlite'
        ? await backupSqlite(config.database.file, dbFile)
        : await backupPostgres(config.database.url, dbFile);
    const warnings: string[] = [];
    const storage = config.storage.driver === 'local' ? await copyStoredFiles(config.dataDir, work, facts, warnings) : s3Note(config);
    const secret = path.join(config.dataDir, JWT_SECRET_FILE);
    let jwtSecret: FileEntry | null = null;
    if (fs.existsSync(secret)) jwtSecret = await copyHashed(secret, path.join(work, JWT_SECRET_FILE), JWT_SECRET_FILE);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: at.toISOString(),
      database: { kind, file: await entryOf(dbFile, DATABASE_FILE[kind]), migrations: facts.migrations, rows: facts.rows },
      storage,
      jwtSecret,
    };
    writeManifest(work, manifest);
    await ownerOnlyTree(work);
    await fsp.rename(work, dir);
    return { dir, manifest, warnings };
  } catch (err) {
    await fsp.rm(work, { recursive: true, force: true });
    throw err;
  }
}

async function copyStoredFiles(dataDir: string, work: string, facts: DatabaseFacts, warnings: string[]): Promise<Manifest['storage']> {
  const root = path.join(dataDir, FILES_DIR);
  const files: FileEntry[] = [];
  // A resumable upload's file is a media file once finished; an unfinished one (bytes and state, up to MAX_VIDEO_MB
  // each) is not the product's data yet and is left out (issue 37 item 22): under uploads/, only what the snapshot holds.
  const referenced = new Set(facts.mediaKeys);
  const unfinished = (rel: string) => rel.startsWith(`${UPLOADS_DIR}/`) && !referenced.has(rel);
  for (const rel of (await listFiles(root)).filter((r) => !unfinished(r))) {
    const entry = await copyHashed(path.join(root, rel), path.join(work, FILES_DIR, rel), rel);
    if (entry) files.push(entry);
  }
  const copied = new Set(files.map((f) => f.path));
  const missing = facts.mediaKeys.filter((key) => !copied.has(key)).sort();
  if (missing.length)
    warnings.push(
      `${missing.length} stored file(s) the database refers to were deleted before they could be copied: ${missing.join(', ')}`,
    );
  return { driver: 'local', files, missing };
}

function s3Note(config: AppConfig): Manifest['storage'] {
  const s3 = config.storage.driver === 's3' ? config.storage.s3 : null;
  return { driver: 's3', bucket: s3?.bucket ?? '', prefix: s3?.prefix ?? '' };
}
