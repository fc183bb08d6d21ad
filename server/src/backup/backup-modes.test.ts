import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { envOf, runCli } from '../../test/backup-fixture.ts';
import { notOwnerOnly } from '../../test/file-modes.ts';
import { AUDITOR } from '../../test/demo-users.ts';
import { auditOf, itemsOf, mp4, uploadMedia } from '../../test/media-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { locationOf, tusCreate, tusPatch } from '../../test/tus-helpers.ts';

/**
 * Issue 37 items 21 and 22: `npm run backup` writes a backup only its owner can read (directories 0700, files 0600:
 * it holds the token-signing secret, password hashes and webhook secrets), and leaves unfinished resumable uploads
 * out. Before, every file was 0644 (jwt-secret too) and the directories 0755, and each unfinished upload's bytes and
 * state were copied.
 */
let t: TestApp;
let outDir: string;
beforeAll(async () => {
  t = await createTestApp();
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-backup-modes-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('a backup', () => {
  it("is the owner's only and holds finished uploads, not unfinished ones", async () => {
    resolveJwtSecret(undefined, t.config.dataDir);
    const survey = await auditOf(t, AUDITOR);
    const stored = await uploadMedia(t, AUDITOR, survey, 'drone', { name: 'kept.mp4', content: mp4 });
    expect(stored.statusCode, stored.body).toBe(201);
    const finished = locationOf(await tusCreate(t, AUDITOR, survey, 'drone', mp4.length, 'finished.mp4'));
    expect((await tusPatch(t, AUDITOR, finished, 0, mp4)).statusCode).toBe(200);
    const unfinished = locationOf(await tusCreate(t, AUDITOR, survey, 'drone', mp4.length, 'unfinished.mp4'));
    expect((await tusPatch(t, AUDITOR, unfinished, 0, mp4.subarray(0, 100))).statusCode).toBe(204);
    const unfinishedId = unfinished.split('/').pop()!;

    const backup = await runCli('backup', ['--out', path.join(outDir, 'nested', 'backups')], envOf(t.config));
    expect(backup.code, backup.stderr).toBe(0);
    const [name] = fs.readdirSync(path.join(outDir, 'nested', 'backups'));
    const dir = path.join(outDir, 'nested', 'backups', name!);
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    expect(notOwnerOnly(path.join(outDir, 'nested'))).toEqual({});

    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { storage: { files: { path: string }[] } };
    const paths = manifest.storage.files.map((f) => f.path);
    const keys = (await t.database.db.selectFrom('media').select('storageKey').execute()).map((m) => m.storageKey);
    expect(paths.sort()).toEqual(keys.sort());
    expect(paths).toContain(`uploads/${finished.split('/').pop()}`);
    expect(paths.filter((p) => p.includes(unfinishedId))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'files', 'uploads')).filter((f) => f.includes(unfinishedId))).toEqual([]);
    expect(itemsOf(await t.call(AUDITOR, 'GET', `/api/v1/survey/${survey}/media/category/drone`)).length).toBeGreaterThan(1);
  });
});
