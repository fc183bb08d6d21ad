// CI's dependency check (issue 15): fails on any high or critical advisory that `npm audit` reports. Where the
// registry offers no advisory endpoint (an offline mirror answers 404/405), it says so loudly and does not fail,
// since nothing could be checked; the check is only as strong as the registry CI can reach.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = (run.stderr || run.stdout || '').split('\n').find((l) => /audit|error/i.test(l)) ?? 'no report';
  console.warn(`::warning:: npm audit could not reach an advisory database (${why.trim()}); dependencies NOT checked.`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical')
      console.error(`  ${v.severity}: ${name} (${v.range}) ${v.fixAvailable ? 'fix available' : 'no fix yet'}`);
  }
  process.exit(1);
}
