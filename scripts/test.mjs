// npm test: every suite, in order — lint (ESLint boundaries and Prettier), contract rules, web components, the API on SQLite and PostgreSQL (with the
// route-table and hostile-input guards), 200 auditors through a SIGKILL on both databases, then the end-to-end
// journeys in Chromium. Stops at the first failing suite and exits non-zero.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const suites = [
  { name: 'lint', cmd: ['npm', ['run', 'lint']] },
  { name: 'contract', cmd: ['npm', ['run', 'test', '-w', 'contract']] },
  { name: 'reports', cmd: ['npm', ['run', 'test', '-w', 'reports']] },
  { name: 'web', cmd: ['npm', ['run', 'test', '-w', 'web']] },
  { name: 'server', cmd: ['npm', ['run', 'test', '-w', 'server']] },
  { name: 'load and crash', cmd: ['npm', ['run', 'test:load', '-w', 'server']], group: 'load' },
  { name: 'build', cmd: ['npm', ['run', 'build']], group: 'e2e' },
  { name: 'e2e', cmd: ['npm', ['run', 'test', '-w', 'e2e']] },
];

const results = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.group ?? suite.name)) continue;
  console.log(`\n▶ ${suite.name}`);
  const started = Date.now();
  const run = spawnSync(suite.cmd[0], suite.cmd[1], { cwd: root, stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name: suite.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}
console.log('\nSuites:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed ? 1 : 0);
