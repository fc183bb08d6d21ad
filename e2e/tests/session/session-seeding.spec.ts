import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const tests = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every journey file under e2e/tests. */
function journeys(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? journeys(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/**
 * Issue 37 item 17: an init script runs in every frame of the tab, also in Chromium's PDF viewer frames whose storage
 * is null, where an unguarded `localStorage.setItem` or `sessionStorage.getItem` throws "Cannot read properties of null
 * (reading 'getItem')". A journey that writes the session before the app starts does it with the guarded
 * `seedSession` of e2e/fixtures/session.ts, never with its own storage script.
 */
test('no journey seeds browser storage from an init script of its own', () => {
  const unguarded = journeys(tests).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/addInitScript\(([\s\S]*?)\);/g)]
      .filter((m) => /\b(localStorage|sessionStorage)\b/.test(m[1]!) && !/^\s*seedSession\s*,/.test(m[1]!))
      .map((m) => `${path.relative(tests, file)}:${source.slice(0, m.index).split('\n').length}`);
  });
  expect(unguarded).toEqual([]);
});
