// npm test: every suite — lint (ESLint boundaries and Prettier), contract rules, reports, web components, the API on
// SQLite and PostgreSQL (with the route-table and hostile-input guards), 200 auditors through a SIGKILL on both
// databases, then the build and the end-to-end journeys in Chromium on both databases.
//
// Two lanes run side by side, each suite after the one before it in its lane: lint and the web suite in one, the
// short unit suites, the build and the browser journeys in the other. Then each lane takes the next suite left in a
// shared queue (the API on each database, load and crash) as soon as it is free, so the two lanes end close together
// whichever of them a machine runs faster (docs/decisions.md "How `npm test` spends its time"). A lane stops at its
// first failing suite and takes nothing more; the other lane finishes, so one run reports every failing lane. Each
// suite's output is written to test-logs/<suite>.log and printed whole when the suite ends, so the two lanes never
// interleave line by line. `node scripts/test.mjs unit e2e` runs only the named groups (in the same lanes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logDir = path.join(root, 'test-logs');
const only = process.argv.slice(2);
const npm = (...args) => ['npm', args];
const lanes = [
  [
    { name: 'lint', cmd: npm('run', 'lint') },
    { name: 'web', cmd: npm('run', 'test', '-w', 'web'), group: 'unit' },
  ],
  [
    { name: 'contract', cmd: npm('run', 'test', '-w', 'contract'), group: 'unit' },
    { name: 'reports', cmd: npm('run', 'test', '-w', 'reports'), group: 'unit' },
    { name: 'build', cmd: npm('run', 'build'), group: 'e2e' },
    { name: 'e2e', cmd: npm('run', 'test', '-w', 'e2e') },
  ],
];
// Taken in this order by whichever lane is free first; the longest first, so the last one to start is short.
const shared = [
  { name: 'server postgres', cmd: npm('run', 'test', '-w', 'server', '--', '--project', 'postgres'), group: 'server' },
  { name: 'server sqlite', cmd: npm('run', 'test', '-w', 'server', '--', '--project', 'sqlite'), group: 'server' },
  { name: 'load and crash', cmd: npm('run', 'test:load', '-w', 'server'), group: 'load' },
];

const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)}s`.padStart(6);
const results = [];
const failedTailLines = 70;

function runSuite(suite) {
  const log = path.join(logDir, `${suite.name.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(log, 'w');
  console.log(`${clock()} ▶ ${suite.name}`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(suite.cmd[0], suite.cmd[1], { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, FORCE_COLOR: '0' } });
    child.on('close', (code) => {
      fs.closeSync(out);
      const ok = code === 0;
      const seconds = Math.round((Date.now() - t0) / 1000);
      console.log(`\n${clock()} ${ok ? '✔' : '✘'} ${suite.name} (${seconds}s) — output follows (${path.relative(root, log)})`);
      console.log(fs.readFileSync(log, 'utf8'));
      results.push({ name: suite.name, ok, seconds, log });
      resolve(ok);
    });
  });
}

const selected = (suite) => !only.length || only.includes(suite.group ?? suite.name);

async function runLane(suites) {
  for (const suite of suites.filter(selected)) {
    if (!(await runSuite(suite))) return;
  }
  for (let suite = shared.shift(); suite; suite = shared.shift()) {
    if (selected(suite) && !(await runSuite(suite))) return;
  }
}

fs.mkdirSync(logDir, { recursive: true });
await Promise.all(lanes.map(runLane));
// A failing suite's output may have been printed minutes before the run ends, above another lane's whole log; its
// last lines come again here, just above the summary, so the end of the run says what failed.
for (const r of results.filter((x) => !x.ok)) {
  const lines = fs.readFileSync(r.log, 'utf8').trimEnd().split('\n');
  console.log(`\n✘ ${r.name}: the last ${Math.min(lines.length, failedTailLines)} lines of ${path.relative(root, r.log)}`);
  console.log(lines.slice(-failedTailLines).join('\n'));
}
console.log(`\nSuites (${Math.round((Date.now() - started) / 1000)}s in all):`);
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed || results.length === 0 ? 1 : 0);
