import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { listFiles } from '../src/backup/file-tree.ts';
import { dbKind, newPgDatabase, testAppOn, type TestApp } from './test-app.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm run backup` / `npm run restore` as the operator does: a process of its own, reading the environment. */
export function runCli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = path.join(serverDir, 'src/backup', `${script}-cli.ts`);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', file, ...args], {
      cwd: serverDir,
      env: { ...inherited, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment a CLI needs to find a test app's database and DATA_DIR (as its configuration has them). */
export function envOf(config: AppConfig): Record<string, string> {
  return { DATA_DIR: config.dataDir, ...(config.database.kind === 'postgres' ? { DATABASE_URL: config.database.url } : {}) };
}

export interface RestoreTarget {
  env: Record<string, string>;
  config: AppConfig;
  /** an app on what was restored there (closing it leaves the target in place) */
  open(): Promise<TestApp>;
  /** removes the target; close its apps first */
  drop(): Promise<void>;
}

/** An empty DATA_DIR and, on PostgreSQL, an empty database: where a restore goes. */
export async function emptyTarget(): Promise<RestoreTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-restore-'));
  const pg = dbKind === 'postgres' ? await newPgDatabase({ seeded: false }) : null;
  const env = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', RATE_LIMIT_SIGNIN_PER_MINUTE: '10000', RATE_LIMIT_ACCOUNT_FAILURES: '10000' });
  return {
    env,
    config,
    open: async () => testAppOn(await openDatabase(config.database), config, async () => undefined),
    async drop() {
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** sha256 of every stored file under DATA_DIR/files, by path. */
export async function fileHashes(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'files');
  const out: Record<string, string> = {};
  for (const rel of await listFiles(root))
    out[rel] = createHash('sha256')
      .update(fs.readFileSync(path.join(root, rel)))
      .digest('hex');
  return out;
}
