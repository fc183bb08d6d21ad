import fs from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractSourceAlias } from '../scripts/contract-source-alias.mjs';
import { signInChunks } from './scripts/sign-in-chunks.mjs';

const testFiles = 'src/**/*.test.{ts,tsx}';
// A file that replaces a module (vi.mock) runs isolated: without isolation a worker keeps every module it evaluated,
// so a component imported earlier with the real module would ignore the mock, and one imported under the mock would
// keep it in the next file. Every other file shares its worker's modules (docs/decisions.md "How `npm test` spends
// its time").
const mockingFiles = fs.globSync(testFiles, { cwd: import.meta.dirname }).filter((f) => /\bvi\.mock\(/.test(fs.readFileSync(f, 'utf8')));
// jsdom is a browser: tests get tus-js-client's browser build (File, XHR, localStorage), as the app's bundle does.
const tusBrowser = createRequire(import.meta.url).resolve('tus-js-client/lib.esm/browser/index.js');

const signIn = signInChunks();
const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), signIn.plugin],
  resolve: { alias: contractSourceAlias },
  server: {
    port: 5173,
    proxy: { '/api': api, '/admin': api, '/health': api },
  },
  // manifest: scripts/prerender-landing.mjs finds the landing chunk and its CSS in it (and removes it).
  // codeSplitting: the sign-in path in fewer, larger chunks, from what a first build's pages load (signIn.plugin runs
  // it; scripts/sign-in-chunks.mjs, issue 37 item 16).
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: signIn.codeSplitting } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    alias: [{ find: /^tus-js-client$/, replacement: tusBrowser }],
    // Generous: npm test runs these beside the browser journeys on the same cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: [testFiles], exclude: mockingFiles, isolate: false } },
      { extends: true, test: { name: 'isolated', include: mockingFiles.length ? mockingFiles : ['no-file'], isolate: true } },
    ],
  },
});
