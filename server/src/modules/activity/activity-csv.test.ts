import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvRow } from './activity-csv.ts';

describe('activity CSV', () => {
  it('quotes fields with commas, quotes or line breaks, and leaves empty values empty', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null])).toBe('plain,"a,b","say ""hi""","two\nlines",\r\n');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Loch Creran')).toBe('Loch Creran');
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
