import { defineConfig } from 'vitest/config';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';

export default defineConfig({
  resolve: { alias: contractSourceAlias },
  test: { testTimeout: 60_000 },
});
