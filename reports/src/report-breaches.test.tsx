import { beforeAll, describe, expect, it } from 'vitest';
import { breachLine } from '@aquarisk/contract/scoring/breach-lines';
import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { renderReportPdf } from './render-node.tsx';
import { pageText, pdfFile, pdfText } from './test/pdf-tools.ts';
import { breachedAuditReport, ESCAPE_SHORTFALL, LICE_BREACH } from './test/report-cap-fixture.ts';
import { auditReport } from './test/report-fixture.ts';

/**
 * Issue 22: the documents flag legal breaches apart from best-practice shortfalls, in the results screen's words
 * ("Legal limit exceeded: …"), and name the risk model and the rules the result was scored with.
 */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const occurrences = (text: string, part: string) => flat(text).split(part).length - 1;
const LEGAL_LINE =
  "Legal limit exceeded: 'Highest weekly average of adult female lice per fish in the last 12 months' — 0.62 lice per fish. " +
  'Limit: fewer than 0.5 adult female lice per fish at all times (Lakselusforskriften (Regulation on the control of salmon lice in aquaculture)).';
const STANDARD_LINE =
  "Standard not met: 'Fish escaped from the site this cycle (known or estimated)' — 420. " +
  'Limit: fewer than 300 fish escaped in a production cycle (ASC Salmon Standard v1.4, criterion 3.4.1).';
const files: Record<'Report' | 'Summary', string> = {} as never;

beforeAll(async () => {
  for (const kind of ['Report', 'Summary'] as const) files[kind] = pdfFile(await renderReportPdf(breachedAuditReport(), kind));
});

it('the fixture’s lines are the results screen’s', () => {
  expect(breachLine(LICE_BREACH)).toBe(LEGAL_LINE);
  expect(breachLine(ESCAPE_SHORTFALL)).toBe(STANDARD_LINE);
});

describe.each(['Report', 'Summary'] as const)('the %s of an audit that broke limits', (kind) => {
  it('flags the legal breach apart from the standard not met, legal first, on page 1', () => {
    const first = flat(pageText(files[kind], 1));
    const legal = first.indexOf(`LEGAL LIMITS EXCEEDED ${LEGAL_LINE}`);
    const standard = first.indexOf(`STANDARDS NOT MET ${STANDARD_LINE}`);
    expect(legal, first).toBeGreaterThan(-1);
    expect(standard, first).toBeGreaterThan(legal);
    expect(occurrences(pdfText(files[kind]), 'Legal limit exceeded')).toBe(1);
    expect(occurrences(pdfText(files[kind]), 'Standard not met')).toBe(1);
  });

  it('names the risk model and the species and jurisdiction rules applied', () => {
    const first = flat(pageText(files[kind], 1));
    expect(first).toContain('Species: Salmonids (salmon, trout, char) Jurisdiction: Norway (salmonids)');
    expect(first).toContain(`Scored with risk model v${RISK_MODEL_VERSION}.`);
  });
});

it('says nothing of limits for a result that broke none, and names its model', async () => {
  const text = flat(pdfText(pdfFile(await renderReportPdf(auditReport(40), 'Summary'))));
  expect(text).not.toContain('LEGAL LIMITS');
  expect(text).not.toContain('Legal limit exceeded');
  expect(text).not.toContain('Standard not met');
  expect(text).toContain(
    `Scored with risk model v1; the current model is v${RISK_MODEL_VERSION}. The result keeps its model until an admin rescores it.`,
  );
});
