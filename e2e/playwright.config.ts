import { defineConfig, devices } from '@playwright/test';
import { e2ePorts } from './fixtures/ports.ts';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * Every journey runs against a server on SQLite and one on PostgreSQL (with S3 storage), both started by the global
 * setup; the page-only checks run against the first.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Generous limits for a busy 2-core machine: a waiting step passes as soon as its state holds.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  globalSetup: './fixtures/global-setup.ts',
  // A light trace (actions, network, console) kept for a failed journey; DOM snapshots and screencasts cost about 40 % of
  // the run's CPU. Reduced motion: Mantine skips transitions, so no step waits on an animation.
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    // The app's service worker would precache about 220 files in every fresh context and serve pages from its cache:
    // CPU and network no journey needs, and a second path between the page and the server. Journeys about working
    // offline opt in with test.use({ serviceWorkers: 'allow' }) (docs/decisions.md "The installable app").
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'sqlite',
      use: { ...chromium, baseURL: `http://127.0.0.1:${e2ePorts.sqlite}` },
      // Journeys about several server processes on one PostgreSQL (*.postgres.spec.ts) run in the postgres project only.
      testIgnore: ['**/*.postgres.spec.ts'],
    },
    {
      name: 'postgres',
      use: { ...chromium, baseURL: `http://127.0.0.1:${e2ePorts.postgres}` },
      // Checks of the page itself (accessibility rules, keyboard paths, script sizes) do not depend on the database
      // behind it; they run once, against the SQLite server (docs/decisions.md "How `npm test` spends its time"). The
      // build checks start their own compiled server: once is enough.
      testIgnore: ['**/accessibility/**', '**/performance/**', '**/build/**'],
    },
  ],
});
