import { defineConfig } from 'vitest/config';

// Pure rules run in milliseconds; the limit only has to survive a machine busy with the browser journeys.
export default defineConfig({ test: { testTimeout: 60_000 } });
