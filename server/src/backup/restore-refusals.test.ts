import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { postgresTables } from '../db/backup/postgres-backup.ts';
import { seedDemoMediaInto } from '../seed/seed-media.ts';
import { emptyTarget, envOf, runCli, type RestoreTarget } from '../../test/backup-fixture.ts';
import { createTestApp, dbKind, type TestApp } from '../../test/test-app.ts';
import { MANIFEST_FILE, readManifest, writeManifest, type Manifest } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

/**
 * What a restore refuses, and that a refused or failed restore changes nothing: a target that holds data (unless
 * --force), a backup whose bytes do not match its manifest, a database that does not hold the manifest's rows, a
 * backup of a newer version. And what the backup tells an operator whose files are in S3.
 */
let t: TestApp;
let backupDir: string;
const targets: RestoreTarget[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMediaInto(t.config, t.database.db);
  backupDir = (await createBackup(t.config, path.join(t.config.dataDir, '..', `${path.basename(t.config.dataDir)}-b`))).dir;
});
afterAll(async () => {
  for (const target of targets) await target.drop();
  fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
  await t.close();
});

async function target() {
  const created = await emptyTarget();
  targets.push(created);
  return created;
}

/** A copy of the backup with one change, to try a restore of it. */
function alteredCopy(name: string, change: (dir: string, manifest: Manifest) => void): string {
  const dir = `${backupDir}-${name}`;
  fs.cpSync(backupDir, dir, { recursive: true });
  change(dir, readManifest(dir));
  return dir;
}

/** Whether the target still holds nothing: no SQLite file, no PostgreSQL tables, no stored files. */
async function isEmpty(target: RestoreTarget) {
  const c = target.config;
  const tables = c.database.kind === 'postgres' ? await postgresTables(c.database.url) : fs.existsSync(c.database.file) ? ['(file)'] : [];
  return tables.length === 0 && !fs.existsSync(path.join(c.dataDir, 'files'));
}

const users = async (a: TestApp) => (await a.database.db.selectFrom('users').select('email').execute()).length;

describe(`restore refusals (${dbKind})`, () => {
  it('refuses a target that holds data, and leaves it as it was; --force replaces it with the backup', async () => {
    const into = await target();
    await restoreBackup(into.config, backupDir, { force: false });
    const app = await into.open();
    let closed = false;
    try {
      await app.call('admin@example.com', 'POST', `/api/v1/company/${(await app.ids()).company1}/user`, {
        fullName: 'After the backup',
        email: 'after.backup@example.com',
        phone: null,
      });
      const withNewUser = await users(app);
      const refused = await runCli('restore', [backupDir], into.env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('Restore refused: The target is not empty');
      expect(refused.stderr).toContain('or pass --force to replace it.');
      expect(await users(app)).toBe(withNewUser);
      await app.close();
      closed = true;

      expect((await runCli('restore', [backupDir, '--force'], into.env)).code).toBe(0);
      const replaced = await into.open();
      expect(await users(replaced)).toBe(readManifest(backupDir).database.rows['users']);
      await replaced.close();
    } finally {
      if (!closed) await app.close();
    }
  });

  it('refuses a backup whose bytes do not match the manifest before touching the target', async () => {
    const dir = alteredCopy('tampered', (d, m) => {
      if (m.storage.driver !== 'local') throw new Error('local storage expected');
      const file = path.join(d, 'files', m.storage.files[0]!.path);
      const bytes = fs.readFileSync(file);
      bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
      fs.writeFileSync(file, bytes);
    });
    const into = await target();
    await expect(restoreBackup(into.config, dir, { force: false })).rejects.toThrow(/does not match its sha256 in the manifest/);
    expect(await isEmpty(into)).toBe(true);
  });

  it('rolls the whole restore back when a table does not hold the rows the backup recorded', async () => {
    const dir = alteredCopy('rows', (d, m) => {
      writeManifest(d, { ...m, database: { ...m.database, rows: { ...m.database.rows, users: m.database.rows['users']! + 1 } } });
    });
    const into = await target();
    await expect(restoreBackup(into.config, dir, { force: false })).rejects.toThrow(/users/);
    expect(await isEmpty(into)).toBe(true);
  });

  it('refuses a backup made by a newer version (a migration this one does not know)', async () => {
    const dir = alteredCopy('newer', (d, m) => {
      writeManifest(d, { ...m, database: { ...m.database, migrations: [...m.database.migrations, '099_from_the_future'] } });
    });
    const into = await target();
    await expect(restoreBackup(into.config, dir, { force: false })).rejects.toThrow(
      /newer version of Aquarisk \(migrations 099_from_the_future\)/,
    );
    expect(await isEmpty(into)).toBe(true);
    expect(fs.existsSync(path.join(dir, MANIFEST_FILE))).toBe(true);
  });

  it('with files in S3, backs up the database and tells the operator what to back up instead', async () => {
    const out = path.join(path.dirname(backupDir), 's3');
    const res = await runCli('backup', ['--out', out], { ...envOf(t.config), STORAGE_DRIVER: 's3', S3_BUCKET: 'aquarisk-media' });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain("Files: not in this backup. Uploaded files live in the S3 bucket 'aquarisk-media'");
    expect(res.stdout).toContain('bucket versioning');
    const dir = /Backup written to (.+)/.exec(res.stdout)![1]!.trim();
    expect(readManifest(dir).storage).toEqual({ driver: 's3', bucket: 'aquarisk-media', prefix: '' });
    expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);
    // Restoring it into a server on local storage would leave every file missing: refused.
    const into = await target();
    await expect(restoreBackup(into.config, dir, { force: false })).rejects.toThrow(/for the s3 storage driver; STORAGE_DRIVER is local/);
    const s3Target = loadConfig({ ...into.env, STORAGE_DRIVER: 's3', S3_BUCKET: 'aquarisk-media' });
    const restored = await restoreBackup(s3Target, dir, { force: false });
    expect(restored.notes.join(' ')).toContain("restore the S3 bucket aquarisk-media (prefix '')");
  });
});
