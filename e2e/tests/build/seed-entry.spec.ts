import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/test/demo-users.ts';

/**
 * Issue 23 item 6: the demo seed is a separate entry of the compiled server. `node server/dist/main.js` loads
 * dist/seed/seed-entry.js (and the demo data behind it) only when SEED_DEMO is on; the default templates
 * (dist/seed/seed-templates.js) ship with the product and load either way.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const distSeed = `file://${path.join(root, 'server/dist/seed')}/`;

async function startCompiledServer(seedDemo: 'true' | 'false') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-seed-entry-'));
  const record = path.join(dataDir, 'modules.txt');
  let output = '';
  const child = spawn(
    process.execPath,
    ['--import', path.join(root, 'e2e/fixtures/record-modules.mjs'), path.join(root, 'server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: undefined,
        STORAGE_DRIVER: 'local',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: seedDemo,
        RECORD_MODULES: record,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await expect
      .poll(() => (child.exitCode === null ? output : `exited ${child.exitCode}: ${output}`), { timeout: 150_000 })
      .toContain('Aquarisk is running');
  } catch (err) {
    child.kill('SIGTERM');
    await exited;
    throw err;
  }
  const seedModules = fs
    .readFileSync(record, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith(distSeed))
    .map((url) => url.slice(distSeed.length));
  const loadedApp = fs.readFileSync(record, 'utf8').includes(`file://${path.join(root, 'server/dist/app.js')}`);
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { output, seedModules: [...new Set(seedModules)].sort(), loadedApp };
}

test.describe('the compiled server and the demo seed', () => {
  test('with SEED_DEMO=false dist/main.js loads no demo seed module and offers no demo sign-in', async () => {
    const run = await startCompiledServer('false');
    expect(run.loadedApp).toBe(true); // the recorder sees the server's own modules
    expect(run.seedModules).toEqual(['seed-templates.js']);
    expect(run.output).not.toContain('Demo sign-in');
    expect(run.output).not.toContain('demo data seeded');
  });

  test('with SEED_DEMO on (the default) an empty database is seeded through dist/seed/seed-entry.js', async () => {
    const run = await startCompiledServer('true');
    expect(run.seedModules).toEqual(expect.arrayContaining(['seed-entry.js', 'seed-demo.js', 'demo-data.js', 'seed-templates.js']));
    expect(run.output).toContain('demo data seeded');
    expect(run.output).toContain(`Demo sign-in (password "${DEMO_PASSWORD}")`);
  });
});
