// npm start: build what is missing or older than its sources (contract, reports and server to JavaScript, the web app), then
// run the compiled server (it migrates, seeds the demo on an empty database and serves the API and the web app on
// one port). tsx is for development only (`npm run dev -w server`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the files under the given directories (0 when none exist). */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, fs.statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return latest;
}

const builds = [
  { workspace: 'contract', output: 'contract/dist', sources: ['contract/src'] },
  { workspace: 'reports', output: 'reports/dist', sources: ['reports/src', 'contract/src'] },
  { workspace: 'server', output: 'server/dist/main.js', sources: ['server/src', 'contract/src', 'reports/src'] },
  { workspace: 'web', output: 'web/dist/index.html', sources: ['web/src', 'web/public', 'contract/src', 'reports/src'] },
];
for (const b of builds) {
  const out = path.join(root, b.output);
  const stale = !fs.existsSync(out) || newest(b.sources) > fs.statSync(out).mtimeMs || process.env.FORCE_BUILD === 'true';
  if (!stale) continue;
  console.log(`Building ${b.workspace}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', b.workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (fs.existsSync(out)) fs.utimesSync(out, new Date(), new Date());
}

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'web', 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
