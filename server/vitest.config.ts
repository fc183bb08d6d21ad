import { defineConfig } from 'vitest/config';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';

/** Every API suite runs twice: on SQLite and on a throwaway PostgreSQL (or TEST_DATABASE_URL). */
export default defineConfig({
  resolve: { alias: contractSourceAlias },
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database; sharing the module graph within a worker halves the run (no file
    // re-imports the server), and nothing a file changes is module state another file reads.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'security/**/*.test.ts'],
          // *.postgres.test.ts: PostgreSQL only (pg-boss); *.sqlite.test.ts: the SQLite side only (the in-process queue)
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'sqlite', CHECK_RESPONSES: 'true' },
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts', 'security/**/*.test.ts'],
          exclude: ['**/*.sqlite.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'postgres', CHECK_RESPONSES: 'true' },
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
