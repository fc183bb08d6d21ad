import { defineConfig } from 'vitest/config';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';

/** Every API suite runs twice: on SQLite and on a throwaway PostgreSQL (or TEST_DATABASE_URL). */
export default defineConfig({
  resolve: { alias: contractSourceAlias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'security/**/*.test.ts'],
          env: { TEST_DB: 'sqlite', CHECK_RESPONSES: 'true' },
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts', 'security/**/*.test.ts'],
          env: { TEST_DB: 'postgres', CHECK_RESPONSES: 'true' },
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
