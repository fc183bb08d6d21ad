import { defineConfig } from 'vitest/config';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';

/**
 * Runs with real server processes (npm run test:load): load and crash on SQLite and on a durable PostgreSQL, and two
 * processes sharing one PostgreSQL database (a deployment of several stateless processes).
 */
export default defineConfig({
  resolve: { alias: contractSourceAlias },
  test: {
    testTimeout: 600_000,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'load-sqlite', include: ['load/load-crash.load.test.ts'], env: { TEST_DB: 'sqlite' } } },
      { extends: true, test: { name: 'load-postgres', include: ['load/**/*.load.test.ts'], env: { TEST_DB: 'postgres' } } },
    ],
  },
});
