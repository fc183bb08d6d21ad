import { describe, expect, it } from 'vitest';
import { formatCsv, formatCsvField, parseCsv } from './csv-records.ts';

const fieldsOf = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.records.map((r) => r.fields);
};

describe('parseCsv', () => {
  it.each([
    ['a,b,c', [['a', 'b', 'c']]],
    [
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['a\rb', [['a'], ['b']]],
    ['"a,b",c', [['a,b', 'c']]],
    ['"say ""hi""",x', [['say "hi"', 'x']]],
    ['"line1\r\nline2",x', [['line1\r\nline2', 'x']]],
    ['"line1\nline2"', [['line1\nline2']]],
    ['a,,c,', [['a', '', 'c', '']]],
    ['""', [['']]],
    ['5" pipe,x', [['5" pipe', 'x']]],
    ['a\r\n\r\nb', [['a'], [''], ['b']]],
    ['', []],
  ])('%j', (text, expected) => expect(fieldsOf(text)).toEqual(expected));

  it('numbers records by the line they start on', () => {
    const result = parseCsv('h1,h2\r\n"multi\r\nline",x\r\nlast,y');
    expect(result.ok && result.records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it.each([
    ['a,b\r\nc,"open', { line: 2, column: 1, message: 'Unterminated quoted field' }],
    ['a\n"x\ny', { line: 2, column: 0, message: 'Unterminated quoted field' }],
    ['"a"b,c', { line: 1, column: 0, message: 'Unexpected text after a closing quote' }],
    ['x\ny,"a\nb"c', { line: 3, column: 1, message: 'Unexpected text after a closing quote' }],
  ])('rejects %j', (text, error) => expect(parseCsv(text)).toMatchObject({ ok: false, error }));

  it('returns the complete records before an error', () => {
    expect(parseCsv('h1,h2\r\na,b\r\nc,"d')).toEqual({
      ok: false,
      error: { line: 3, column: 1, message: 'Unterminated quoted field' },
      records: [
        { line: 1, fields: ['h1', 'h2'] },
        { line: 2, fields: ['a', 'b'] },
      ],
    });
  });
});

describe('formatCsv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['', ''],
  ])('formatCsvField(%j) → %j', (value, expected) => expect(formatCsvField(value)).toBe(expected));

  it('round-trips awkward fields', () => {
    const rows = [
      ['a', 'b,c', '"q"'],
      ['line\r\nbreak', '', ' x '],
      ['|:\\', 'ünïcødé', '\t'],
    ];
    const text = formatCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(fieldsOf(text)).toEqual(rows);
  });
});
