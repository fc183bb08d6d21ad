import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvRow } from './activity-csv.ts';

const FORMULA = /^[=+\-@\t\r]/;
/** Cells as a spreadsheet reads the line: RFC 4180 with `,`, as Excel where `;` separates, or a tool that ignores quotes. */
function cellsOf(line: string, delimiter: ',' | ';', honourQuotes: boolean): string[] {
  if (!honourQuotes) return line.replace(/\r\n$/, '').split(/[,;\n]/);
  const rows: string[][] = parse(line, { delimiter, relax_quotes: true, relax_column_count: true });
  return rows.flat();
}

describe('activity CSV', () => {
  it('quotes fields with commas, quotes or line breaks, and leaves empty values empty', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null])).toBe('plain,"a,b","say ""hi""","two\nlines",\r\n');
  });

  it('writes numbers as numbers, a negative one too, while the same text is defused', () => {
    expect(csvLine([-40, 2.5, '-40'])).toBe("-40,2.5,'-40\r\n");
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Loch Creran')).toBe('Loch Creran');
  });

  it('quotes a field holding either separator and defuses a formula after one (Excel in ; locales, issue 21)', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('Loch;=HYPERLINK("http://x")')).toBe(`"Loch;'=HYPERLINK(""http://x"")"`);
    expect(csvField('x,+1')).toBe(`"x,'+1"`);
    expect(csvField('x;@SUM(A1)')).toBe(`"x;'@SUM(A1)"`);
    expect(csvField('name was: a\n-2+3')).toBe(`"name was: a\n'-2+3"`);
    expect(csvField('Bergen; Ålesund, Tromsø')).toBe('"Bergen; Ålesund, Tromsø"');
    const hostile = ['a;=1+1', ';=cmd|x', 'b,=2', '=a;=b,+c', 'a;\t=1', 'x;-1', 'one\n@two;=three', 'q";=1', '"; =1'];
    for (const value of hostile) {
      const line = csvLine(['2026-01-01', value, 'tail']);
      for (const delimiter of [',', ';'] as const) {
        for (const honourQuotes of [true, false]) {
          const cells = cellsOf(line, delimiter, honourQuotes);
          const running = cells.filter((c) => FORMULA.test(c.replace(/^"/, '')));
          expect(running, `${JSON.stringify(value)} → ${JSON.stringify(line)} split on ${delimiter}`).toEqual([]);
        }
      }
    }
  });

  it('writes one row per entry with the readable event and one line per changed field', () => {
    const row = csvRow({
      id: 1,
      actorEmail: 'company@example.com',
      method: 'UPDATE',
      target: 'FARM',
      targetName: 'Lofoten North',
      companyName: 'Aurora Aquaculture',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedFieldsJson: JSON.stringify({ tonnage: [5600, 5800], users: [['a@x.io'], []] }),
      targetExtId: 'f-1',
    });
    expect(row).toBe(
      '2026-03-01T10:00:00.000Z,company@example.com,Update · Farm,UPDATE,FARM,Lofoten North,f-1,Aurora Aquaculture,"tonnage was: 5600, now: 5800\nusers was: a@x.io, now: none"\r\n',
    );
  });
});
