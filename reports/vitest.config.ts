import { defineConfig } from 'vitest/config';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';

export default defineConfig({
  resolve: { alias: contractSourceAlias },
  // Rendering a document takes well under a second alone; beside the browser journeys (npm test runs both) it can
  // take many: the limits wait on the state, not on a short clock.
  test: { testTimeout: 120_000, hookTimeout: 120_000 },
});
