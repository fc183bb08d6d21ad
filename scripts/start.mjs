// npm start: build what is missing, then run the server (it migrates, seeds the demo on an empty database and serves
// the API and the web app on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'web', 'dist', 'index.html');

if (!fs.existsSync(webIndex) || process.env.FORCE_BUILD === 'true') {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'web', 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
