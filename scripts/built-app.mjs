// The built app for scripts that drive it in a browser (the slow-phone bench, the demo film's stills): the compiled
// server serving web/dist on 127.0.0.1 with a data directory of its own (a fresh demo database), and headless Chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts server/dist/main.js on `port` with its data in `dataDir` (exits, saying so, when `npm run build` has not been
 * run). `ready()` waits until /health answers (at most 3 minutes: the first start seeds the demo data).
 */
export function startBuiltServer(port, dataDir) {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html')) || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  async function ready() {
    const url = `http://127.0.0.1:${port}/health`;
    for (const end = Date.now() + 180_000; Date.now() < end; await new Promise((r) => setTimeout(r, 300))) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
    }
    throw new Error(`${url} did not answer`);
  }
  return { server, ready };
}

/** Headless Chromium (CHROMIUM_PATH, else /usr/bin/chromium), without sandbox or GPU, with `args` added. */
export const launchChromium = (args = []) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...args] });
