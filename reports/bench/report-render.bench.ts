// Time to render the scored report of a 300-question audit in Node, as the server's /report.pdf does (issue 12).
// Not a timed test: it prints the figures recorded in docs/performance.md. Run: npm run bench -w reports
import { renderReportPdf } from '../src/render-node.tsx';
import { auditReport } from '../src/test/report-fixture.ts';

const report = auditReport(300);
const questions = report.scoring.children.flatMap((s) => s.children).reduce((n, st) => n + st.questions.length, 0);

const started = performance.now();
const first = await renderReportPdf(report, 'Report');
const cold = performance.now() - started;

// Wall time depends on what else the machine runs; the process's CPU time (user + system) much less.
const runs: { wall: number; cpu: number }[] = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const c = process.cpuUsage();
  await renderReportPdf(report, 'Report');
  const used = process.cpuUsage(c);
  runs.push({ wall: performance.now() - t, cpu: (used.user + used.system) / 1000 });
}
const median = (k: 'wall' | 'cpu') => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
const [load1] = (await import('node:os')).loadavg();
console.log(
  `report of ${questions} questions: ${(first.length / 1024).toFixed(0)} KB; first render ${cold.toFixed(0)} ms (fonts loaded), ` +
    `then median ${median('wall').toFixed(0)} ms wall, ${median('cpu').toFixed(0)} ms CPU over ${runs.length} runs ` +
    `(load average ${load1!.toFixed(1)})`,
);
