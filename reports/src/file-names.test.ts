import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsReportFileName, formatDay, reportDate, reportFileName, templateFormFileName } from './file-names.ts';

describe('file names', () => {
  it.each([
    ['Fjordbruk Ålesund', 'Report', 'Aquarisk-Fjordbruk Ålesund-Report.pdf'],
    ['Ιχθυοτροφείο Łódź', 'Summary', 'Aquarisk-Ιχθυοτροφείο Łódź-Summary.pdf'],
    ['Bay/Cove: "North"', 'Report', 'Aquarisk-Bay-Cove- -North--Report.pdf'],
  ] as const)('%s %s → %s', (farm, kind, name) => expect(reportFileName(farm, kind)).toBe(name));

  it('names the actions report and template forms the same way', () => {
    expect(actionsReportFileName('Łódź')).toBe('Aquarisk-Łódź-Actions.pdf');
    expect(templateFormFileName('Salmonid', 1)).toBe('Aquarisk-Salmonid-Form.pdf');
    expect(templateFormFileName('Salmonid', 4)).toBe('Aquarisk-Salmonid-Form-4-farms.pdf');
  });

  it.each([
    ['Aquarisk Salmonid Sea Pens Audit', 1, 'Aquarisk-Salmonid Sea Pens Audit-Form.pdf'],
    ['aquarisk-Seaweed Farm Audit', 4, 'Aquarisk-Seaweed Farm Audit-Form-4-farms.pdf'],
    ['Aquarisk', 1, 'Aquarisk-Form.pdf'],
    ['Aquariskville pens', 1, 'Aquarisk-Aquariskville pens-Form.pdf'],
  ] as const)('does not double the brand: %s → %s', (name, farms, file) => expect(templateFormFileName(name, farms)).toBe(file));

  it('does not double the brand in report names either', () => {
    expect(reportFileName('Aquarisk Test Farm', 'Report')).toBe('Aquarisk-Test Farm-Report.pdf');
    expect(actionsReportFileName('AQUARISK: Bay')).toBe('Aquarisk-Bay-Actions.pdf');
  });
});

describe('dates', () => {
  it.each([
    ['2026-05-14T09:00:00.000Z', '14 May 2026'],
    ['2026-05-14T23:30:00', '14 May 2026'],
    ['2026-03-07', '7 Mar 2026'],
    [null, ''],
  ])('%s → %s', (value, shown) => expect(formatDay(value)).toBe(shown));

  afterEach(() => vi.unstubAllGlobals());

  it("drawn in a browser, prints days in the viewer's locale, in the app's one date style (issue 21)", () => {
    vi.stubGlobal('document', {});
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US', 'en'] });
    expect(formatDay('2026-05-14T09:00:00.000Z')).toBe('May 14, 2026');
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE'] });
    expect(formatDay('2026-03-07')).toBe('07.03.2026');
  });

  const dated = (surveyDate: string | null | undefined, farmDate: string | null, scoredAt: string | null = '2026-06-30T12:00:00Z') => ({
    surveyDate,
    farm: { surveyDate: farmDate },
    scoring: { scoredAt },
  });

  it('leaves the report date blank for the 1970 placeholder', () => {
    expect(reportDate(dated('1970-01-01T00:00:00', '2026-05-14T09:00:00Z'))).toBe('');
    expect(reportDate(dated(undefined, '1970-01-01T00:00:00'))).toBe('');
  });

  it('dates the report by the audit’s own date, else its farm’s, else the day it was scored (issue 21 item 13)', () => {
    expect(reportDate(dated('2026-04-02T08:00:00Z', '2026-05-14T09:00:00Z'))).toBe('2 Apr 2026');
    expect(reportDate(dated(null, '2026-05-14T09:00:00Z'))).toBe('14 May 2026');
    expect(reportDate(dated(null, null))).toBe('30 Jun 2026');
    expect(reportDate(dated(null, null, null))).toBe('');
  });
});
