import { beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from './render-node.tsx';
import { pageCount, pageSize, pdfFile, pdfFonts, pdfInfo, pdfText } from './test/pdf-tools.ts';
import { auditReport, COMPANY_NAME, FARM_NAME, farm } from './test/report-fixture.ts';

/** pdftotext, pdfinfo and pdffonts read what a printer or any viewer would get from the file. */
const texts: Record<'Report' | 'Summary', { text: string; info: string; fonts: string }> = {} as never;

beforeAll(async () => {
  for (const kind of ['Report', 'Summary'] as const) {
    const file = pdfFile(await renderReportPdf(auditReport(), kind));
    texts[kind] = { text: pdfText(file), info: pdfInfo(file), fonts: pdfFonts(file) };
  }
});

describe.each(['Report', 'Summary'] as const)('the %s', (kind) => {
  it('shows the overall score with one decimal, farm and company in Greek, Polish and Cyrillic letters', () => {
    const { text } = texts[kind];
    expect(text).toContain('47.3%');
    expect(text).toContain(FARM_NAME);
    expect(text).toContain(COMPANY_NAME);
    expect(text).toContain('Report date: 14 May 2026');
  });

  it('lists per-section scores and risk texts with spaces, and the farm table', () => {
    const { text } = texts[kind];
    expect(text).toMatch(/Animal Health\s+10\.0%\s+HIGH/);
    expect(text).toMatch(/Governance\s+70\.0%\s+MODERATE LOW/);
    expect(text).not.toContain('MODERATE_');
    for (const value of ['GR-0042', 'Gilthead sea bream', 'Central Macedonia, Greece', '1,250,000', 'EUR 4,200,000', '40.64010, 22.94440'])
      expect(text).toContain(value);
    expect(text).toContain('Husbandry step 4');
  });

  it('is A4 with DejaVu Sans embedded, no standard font, and Page x of y on every page', () => {
    const { info, fonts, text } = texts[kind];
    expect(pageSize(info)).toBe('595.28 x 841.89');
    expect(fonts).toMatch(/DejaVuSans\s.*yes/);
    expect(fonts).toMatch(/DejaVuSans-Bold\s.*yes/);
    expect(fonts).not.toMatch(/Helvetica/);
    const pages = pageCount(info);
    for (let p = 1; p <= pages; p++) expect(text).toContain(`Page ${p} of ${pages}`);
  });
});

describe('answers', () => {
  it('the report lists the answers in human form: options, units, dates, rich text as text', () => {
    const { text } = texts.Report;
    for (const answer of [
      'Weekly checks',
      '• Daily checks',
      '9.81 mg/l',
      '10 – 20 °C',
      '7 Mar 2026',
      'Ζημιά στο δίχτυ',
      'Net inspection',
      'Cage 4 torn',
    ])
      expect(text).toContain(answer);
    expect(text).not.toMatch(/<\/?(p|ul|li|strong|h2)>/);
    expect(text).toContain('Animal Health › Animal Health step 1');
  });

  it('the summary has none of them and fewer pages', () => {
    const { text, info } = texts.Summary;
    expect(text).not.toContain('Weekly checks');
    expect(text).not.toContain('Answers');
    expect(pageCount(info)).toBeLessThan(pageCount(texts.Report.info));
  });
});

it('leaves the report date blank when the audit date is the 1970 placeholder', async () => {
  const report = { ...auditReport(8), farm: { ...farm, surveyDate: '1970-01-01T00:00:00' } };
  const text = pdfText(pdfFile(await renderReportPdf(report, 'Summary')));
  expect(text).toMatch(/Report date:\s*\n/);
  expect(text).not.toContain('1970');
});
