// npm start: build what is missing or older than its sources, then run the compiled server (it migrates, seeds the
// demo on an empty database unless SEED_DEMO=false, and serves the API and the web app on one port). tsx is for
// development only (`npm run dev -w server`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'web', 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
