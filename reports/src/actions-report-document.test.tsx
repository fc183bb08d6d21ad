import { beforeAll, expect, it } from 'vitest';
import { actionGroups } from './actions-report-document.tsx';
import { renderActionsReportPdf } from './render-node.tsx';
import { pageSize, pdfFile, pdfFonts, pdfInfo, pdfText } from './test/pdf-tools.ts';
import { ACTIONS_TODAY, actionsReport, FARM_NAME } from './test/report-fixture.ts';

let text = '';
let info = '';
let fonts = '';

beforeAll(async () => {
  const file = pdfFile(await renderActionsReportPdf(actionsReport, ACTIONS_TODAY));
  [text, info, fonts] = [pdfText(file), pdfInfo(file), pdfFonts(file)];
});

it('groups actions by section in the audit order, unsectioned ones last', () => {
  expect(actionGroups(actionsReport).map((g) => g.name)).toEqual(['Animal Health', 'Equipment', 'General']);
  expect(text.indexOf('Animal Health')).toBeLessThan(text.indexOf('Equipment'));
  expect(text.indexOf('Equipment')).toBeLessThan(text.indexOf('General'));
});

it('shows each action with title, created date, risk level and description', () => {
  expect(text).toContain('Repair the cage 2 net');
  expect(text).toContain('Created 14 May 2026 by Astrid Auditor');
  expect(text).toContain('MODERATE LOW');
  expect(text).toContain('Net of cage 2 is torn.');
});

it('shows a closed action with the closer, the date and the closing description; an open one without', () => {
  expect(text).toContain('Closed 2 Jun 2026 by Χρήστος Παπαδόπουλος');
  expect(text).toContain('Net replaced by diver team.');
  expect(text.match(/Closed \d/g)).toHaveLength(1);
});

it('shows owner and due date of each action, "OVERDUE" in words only on the open one past its day', () => {
  expect(text).toContain('Owner Ørjan Åsheim · Due 10 Jun 2026 · OVERDUE');
  expect(text).toContain('Owner Unassigned · Due 1 Sept 2026');
  expect(text).toContain('Owner Olga Owner · Due 28 May 2026');
  expect(text.match(/OVERDUE/g)).toHaveLength(1);
});

it('is Letter size with the farm name in Greek and Polish, embedded fonts and page numbers', () => {
  expect(pageSize(info)).toBe('612 x 792');
  expect(text).toContain(FARM_NAME);
  expect(fonts).toMatch(/DejaVuSans\s.*yes/);
  expect(text).toContain('Page 1 of 1');
});
