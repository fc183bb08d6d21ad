// Time to render the scored report of a 300-question audit in Node, as the server's /report.pdf does (issue 12).
// Not a timed test: it prints the figures recorded in docs/performance.md. Run: npm run bench -w reports
import { renderReportPdf } from '../src/render-node.tsx';
import { auditReport } from '../src/test/report-fixture.ts';

const report = auditReport(300);
const questions = report.scoring.children.flatMap((s) => s.children).reduce((n, st) => n + st.questions.length, 0);

const started = performance.now();
const first = await renderReportPdf(report, 'Report');
const cold = performance.now() - started;

const runs: number[] = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  await renderReportPdf(report, 'Report');
  runs.push(performance.now() - t);
}
runs.sort((a, b) => a - b);
const median = runs[Math.floor(runs.length / 2)]!;
console.log(
  `report of ${questions} questions: ${(first.length / 1024).toFixed(0)} KB; first render ${cold.toFixed(0)} ms (fonts loaded), ` +
    `then median ${median.toFixed(0)} ms, worst ${runs.at(-1)!.toFixed(0)} ms over ${runs.length} runs`,
);
