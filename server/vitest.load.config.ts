import { defineConfig } from 'vitest/config';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';

/** The load-and-crash run (npm run test:load): its own server processes, on SQLite and on a durable PostgreSQL. */
export default defineConfig({
  resolve: { alias: contractSourceAlias },
  test: {
    testTimeout: 600_000,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'load-sqlite', include: ['load/**/*.load.test.ts'], env: { TEST_DB: 'sqlite' } } },
      { extends: true, test: { name: 'load-postgres', include: ['load/**/*.load.test.ts'], env: { TEST_DB: 'postgres' } } },
    ],
  },
});
