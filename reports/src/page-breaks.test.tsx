import { expect, it } from 'vitest';
import { renderReportPdf } from './render-node.tsx';
import { pageCount, pageText, pdfFile, pdfInfo, pdfText } from './test/pdf-tools.ts';
import { auditReport } from './test/report-fixture.ts';

/** The last line of a page above its footer. */
const lastLine = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/Page \d+ of \d+/.test(l))
    .at(-1) ?? '';

it('never leaves a step heading alone at the foot of a page', async () => {
  const file = pdfFile(await renderReportPdf(auditReport(300), 'Report'));
  const pages = pageCount(pdfInfo(file));
  expect(pages).toBeGreaterThan(10);
  for (let p = 1; p <= pages; p++) expect(lastLine(pageText(file, p))).not.toContain('›');
});

it('breaks a long rich-text answer across pages without losing a line', async () => {
  const report = auditReport();
  const paragraphs = Array.from({ length: 150 }, (_, i) => `<p>Observation ${i + 1}: the net was checked.</p>`).join('');
  const q = report.scoring.children[0]!.children[0]!.questions.find((x) => x.answerType === 'LONG_TEXT')!;
  q.answer = { answerStr: `<h3>Dive log</h3>${paragraphs}` };
  const file = pdfFile(await renderReportPdf(report, 'Report'));
  const text = pdfText(file);
  for (let i = 1; i <= 150; i++) expect(text).toContain(`Observation ${i}: the net was checked.`);
  expect(pageCount(pdfInfo(file))).toBeGreaterThan(4);
});
