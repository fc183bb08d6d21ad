import { beforeAll, expect, it } from 'vitest';
import { renderTemplateFormPdf } from './render-node.tsx';
import { pageCount, pageSize, pdfFile, pdfFonts, pdfInfo, pdfText } from './test/pdf-tools.ts';
import { templateForm } from './test/report-fixture.ts';

const single = { text: '', info: '' };
const multi = { text: '', info: '' };
let fonts = '';

beforeAll(async () => {
  const one = pdfFile(await renderTemplateFormPdf(templateForm, 1));
  const four = pdfFile(await renderTemplateFormPdf(templateForm, 4));
  Object.assign(single, { text: pdfText(one), info: pdfInfo(one) });
  Object.assign(multi, { text: pdfText(four), info: pdfInfo(four) });
  fonts = pdfFonts(one);
});

it('is A4 with Page x of y on every page and the fonts embedded', () => {
  for (const doc of [single, multi]) {
    expect(pageSize(doc.info)).toBe('595.28 x 841.89');
    const pages = pageCount(doc.info);
    for (let p = 1; p <= pages; p++) expect(doc.text).toContain(`Page ${p} of ${pages}`);
  }
  expect(fonts).toMatch(/DejaVuSans\s.*yes/);
});

it('has section and step headings and a blank field per answer type', () => {
  const { text } = single;
  expect(text).toContain('Salmonid sea site');
  expect(text).toContain('Environment');
  expect(text).toContain('Animal Health step 2');
  expect(text).toMatch(/Yes\s+No/);
  expect(text).toMatch(/Select All\s+Daily checks\s+Weekly checks\s+Diver inspection/);
  expect(text).toContain('kg');
  expect(text).toMatch(/from\s+°C\s+to\s+°C/);
  expect(text).toContain('DD / MM / YYYY');
  expect(text).toContain('hh : mm');
});

it('adds answer lines for farms A to D only in the multi-farm variant', () => {
  for (const farm of ['Farm A', 'Farm B', 'Farm C', 'Farm D']) {
    expect(multi.text).toContain(farm);
    expect(single.text).not.toContain(farm);
  }
  expect(multi.text.match(/Farm D/g)!.length).toBeGreaterThan(36);
  expect(pageCount(multi.info)).toBeGreaterThan(pageCount(single.info));
});

it('numbers questions as the template screen does: 1, 1.1, never 1.0 (issue 37 item 15)', () => {
  expect(single.text).not.toMatch(/\d\.0\s+How is/);
  expect(single.text).toMatch(/(^|\s)1\s+How is \w+/m);
  expect(single.text).toMatch(/(^|\s)2\s+How is \w+/m);
});
