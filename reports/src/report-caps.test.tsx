import { beforeAll, describe, expect, it } from 'vitest';
import { capLine, knockoutLabel, scoreAloneLine } from '@aquarisk/contract/scoring/caps';
import { renderReportPdf } from './render-node.tsx';
import { pageText, pdfFile, pdfText } from './test/pdf-tools.ts';
import { cappedAuditReport, LICENCE_CAP } from './test/report-cap-fixture.ts';
import { auditReport } from './test/report-fixture.ts';

/**
 * Issue 21 item 13: the document an insurer receives says which answer capped the band and to what, in the results
 * screen's words (the contract's capLine), and carries a report date.
 */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const occurrences = (text: string, part: string) => flat(text).split(part).length - 1;
const capped = cappedAuditReport();
const CAP_LINE = "Capped at HIGH by: 'Is the site licence valid?' — No";
const files: Record<'Report' | 'Summary', string> = {} as never;

beforeAll(async () => {
  for (const kind of ['Report', 'Summary'] as const) files[kind] = pdfFile(await renderReportPdf(capped, kind));
});

it('the fixture is capped as the results screen would say it', () => {
  expect(capLine(capped.scoring)).toBe(CAP_LINE);
  expect(scoreAloneLine(capped.scoring)).toBe('The score alone is LOW.');
});

describe.each(['Report', 'Summary'] as const)('the %s of a capped audit', (kind) => {
  it('names the knockout answer and the score’s own band under the overall score, on page 1', () => {
    const first = flat(pageText(files[kind], 1));
    expect(first).toContain('86.2%');
    expect(first).toContain(CAP_LINE);
    expect(first).toContain('The score alone is LOW.');
  });

  it('names it again under the capped section, and under no other', () => {
    const text = flat(pdfText(files[kind]));
    expect(text).toMatch(new RegExp(`Governance [\\d.]+% · HIGH ${CAP_LINE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(occurrences(text, 'Capped at')).toBe(kind === 'Report' ? 3 : 2);
  });

  it('prints the audit’s own date as the report date', () => {
    expect(flat(pageText(files[kind], 1))).toContain('Report date: 2 Apr 2026');
  });
});

it('the report marks the capped step and the answer that triggered the knockout', () => {
  const text = flat(pdfText(files.Report));
  expect(text).toContain(`Governance › Governance step 1 HIGH ${CAP_LINE}`);
  expect(text).toMatch(new RegExp(`${LICENCE_CAP.questionText.replace('?', '\\?')} No ${knockoutLabel('HIGH')}`));
  expect(occurrences(text, 'Knockout: caps at')).toBe(1);
});

it('says nothing of caps for an audit whose band is its score’s own', async () => {
  const text = pdfText(pdfFile(await renderReportPdf(auditReport(40), 'Report')));
  expect(text).not.toContain('Capped at');
  expect(text).not.toContain('The score alone');
  expect(text).not.toContain('Knockout');
});
