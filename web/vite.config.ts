import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';
import { signInChunks } from './scripts/sign-in-chunks.mjs';

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: contractSourceAlias },
  server: {
    port: 5173,
    proxy: { '/api': api, '/admin': api, '/health': api },
  },
  // manifest: scripts/prerender-landing.mjs finds the landing chunk and its CSS in it (and removes it).
  // codeSplitting: the sign-in path in fewer, larger chunks (scripts/sign-in-chunks.mjs, issue 37 item 16).
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: signInChunks() } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // Generous: npm test runs these beside the browser journeys on the same cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
