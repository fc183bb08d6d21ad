// Builds what is missing or older than its sources (contract, reports and server to JavaScript, the web app): the
// compiled server is what `npm start` and the operator commands (seed, backup, restore) run, with node and no tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** Builds the named workspaces (all four by default) whose output is missing or stale; exits on a failed build. */
export function buildIfStale(workspaces = builds.map((b) => b.workspace)) {
  for (const b of builds.filter((x) => workspaces.includes(x.workspace))) {
    const out = path.join(root, b.output);
    const stale = !fs.existsSync(out) || newest(b.sources) > fs.statSync(out).mtimeMs || process.env.FORCE_BUILD === 'true';
    if (!stale) continue;
    console.log(`Building ${b.workspace}…`);
    const build = spawnSync('npm', ['run', 'build', '-w', b.workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    if (fs.existsSync(out)) fs.utimesSync(out, new Date(), new Date());
  }
}
