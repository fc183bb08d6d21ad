import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { parseTimestamp, readEnvironmentCsv, type CsvParameter, type CsvReading } from './environment-csv.ts';

async function read(content: string | Buffer, chunk = 7) {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const parts = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_x, i) => bytes.subarray(i * chunk, (i + 1) * chunk));
  const got = { parameters: [] as CsvParameter[], rows: [] as CsvReading[] };
  const result = await readEnvironmentCsv(
    Readable.from(parts),
    {
      header: async (p) => void (got.parameters = p),
      rows: async (b) => void got.rows.push(...b),
    },
    2,
  );
  return { ...got, result };
}

async function refusal(content: string | Buffer) {
  const err = await read(content).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  expect(e.status).toBe(400);
  return { message: e.message, line: Number(e.details!['line']), column: Number(e.details!['column']) };
}

const GOOD =
  'timestamp,temperature (C),dissolved_oxygen (mg/l),Salinity\n2026-03-01T00:00:00Z,8.5,9.1,33.9\n2026-03-01 01:00,8.6,,34\n\n2026-03-02,-1.5e0,8.8,34.1\n';

describe('environmental CSV', () => {
  it('reads parameters with their units and every row, in batches, cut into small chunks', async () => {
    const { parameters, rows, result } = await read(`\ufeff${GOOD}`);
    expect(parameters).toEqual([
      { key: 'temperature', label: 'Temperature', unit: 'C' },
      { key: 'dissolved_oxygen', label: 'Dissolved oxygen', unit: 'mg/l' },
      { key: 'salinity', label: 'Salinity', unit: null },
    ]);
    expect(rows).toEqual([
      { tsMs: Date.UTC(2026, 2, 1), values: [8.5, 9.1, 33.9] },
      { tsMs: Date.UTC(2026, 2, 1, 1), values: [8.6, null, 34] },
      { tsMs: Date.UTC(2026, 2, 2), values: [-1.5, 8.8, 34.1] },
    ]);
    expect(result).toEqual({ rows: 3, parameters: ['temperature', 'dissolved_oxygen', 'salinity'] });
  });

  it.each([
    ['a header without timestamp', 'time,temperature (C)\n2026-01-01,5\n', 1, 1, /no "timestamp" column/],
    ['a header with only timestamp', 'timestamp\n2026-01-01\n', 1, 2, /no parameter column/],
    ['a parameter name that is not one', 'timestamp,(C)\n2026-01-01,5\n', 1, 2, /not a parameter name/],
    ['a parameter twice', 'timestamp,temp (C),temp (F)\n2026-01-01,5,41\n', 1, 3, /appears twice/],
    ['a bad timestamp', 'timestamp,temp\n2026-01-01,5\n01/02/2026,6\n', 3, 1, /"01\/02\/2026" is not an ISO 8601/],
    ['a day that does not exist', 'timestamp,temp\n2026-02-30,5\n', 2, 1, /not an ISO 8601/],
    ['a value that is not a number', 'timestamp,temp,o2\n2026-01-01,5,6\n2026-01-02,5,abc\n', 3, 3, /"abc" is not a number/],
    ['a value with a unit in it', 'timestamp,temp\n2026-01-01,5C\n', 2, 2, /not a number/],
    ['a ragged short row', 'timestamp,temp,o2\n2026-01-01,5,6\n2026-01-02,5\n', 3, 3, /expected 3 values, found 2/],
    ['a ragged long row', 'timestamp,temp\n2026-01-01,5,6\n', 2, 3, /expected 2 values, found 3/],
    ['an empty file', '', 1, 1, /empty/],
    ['blank lines only', '\n\n\n', 1, 1, /empty/],
    ['a header without readings', 'timestamp,temp\n', 2, 1, /no readings/],
    ['an unclosed quote', 'timestamp,temp\n2026-01-01,"5\n', 2, 2, /a quoted value is not closed/],
    ['a quote inside an unquoted value', 'timestamp,temp\n2026-01-01,5 "C"\n', 2, 2, /a quote \("\) inside a value/],
    ['text after a closing quote', 'timestamp,temp\n2026-01-01,"5"C\n', 2, 2, /text follows the closing quote/],
    ['a unit longer than 32 characters', `timestamp,temp (${'C'.repeat(33)})\n2026-01-01,5\n`, 1, 2, /not a parameter name/],
    ['a control character in a unit', 'timestamp,temp (\u0007C)\n2026-01-01,5\n', 1, 2, /not a parameter name/],
    [
      'a name of 101 characters',
      `timestamp,o2,${'n'.repeat(101)} (C)\n2026-01-01,5,5\n`,
      1,
      3,
      /parameter name is longer than 100 characters/,
    ],
    [
      'a header cell of 141 characters',
      `timestamp,${'n'.repeat(100)} (${'C'.repeat(38)})\n2026-01-01,5\n`,
      1,
      2,
      /column name is longer than 140/,
    ],
    ['201 columns', `timestamp${',p'.repeat(200)}\n`, 1, 201, /more than 200 columns/],
    ['a line of 65,537 characters', `timestamp,temp\n2026-01-01,${'1'.repeat(65_527)}\n`, 2, 2, /line is longer than 65,536 characters/],
  ])('refuses %s with its line and column', async (_name, content, line, column, reason) => {
    const r = await refusal(content);
    expect(r).toMatchObject({ line, column });
    expect(r.message).toMatch(new RegExp(`^Line ${line}, column ${column}: `));
    expect(r.message).toMatch(reason);
  });

  it('takes every bound at its limit: 200 columns, a 100-character name, a 32-character unit, a 65,536-character line', async () => {
    const names = Array.from({ length: 198 }, (_x, i) => `p${i}`);
    const longName = `${'n'.repeat(100)} (${'u'.repeat(32)})`;
    const cells = names.map(() => '1');
    const filler = 65_536 - ['2026-01-01', ...cells].join('').length;
    const { parameters, rows } = await read(
      `timestamp,${names.join(',')},${longName}\n2026-01-01,${cells.join(',')},${'0'.repeat(filler)}\n`,
    );
    expect(parameters).toHaveLength(199);
    expect(parameters[198]).toMatchObject({ key: 'n'.repeat(100), unit: 'u'.repeat(32) });
    expect(rows[0]!.values[198]).toBe(0);
  });

  it('reads the name and unit of spaced, tabbed and quoted header cells as before', async () => {
    const { parameters } = await read('timestamp,"Water temp.  (°C)",pH,"o2\t(%)",Turbidity ( )\n2026-01-01,1,2,3,4\n');
    expect(parameters).toEqual([
      { key: 'water_temp_', label: 'Water temp', unit: '°C' },
      { key: 'ph', label: 'Ph', unit: null },
      { key: 'o2', label: 'O2', unit: '%' },
      { key: 'turbidity', label: 'Turbidity', unit: null },
    ]);
  });

  it('refuses invalid UTF-8 at the byte where it goes wrong', async () => {
    const bad = Buffer.concat([Buffer.from('timestamp,temp\n2026-01-01,5\n2026-01-02,'), Buffer.from([0xe9, 0x36]), Buffer.from('\n')]);
    const r = await refusal(bad);
    expect(r).toMatchObject({ line: 3, column: 12 });
    expect(r.message).toMatch(/not valid UTF-8/);
  });

  it('refuses UTF-16, with or without a byte order mark', async () => {
    const text = 'timestamp,temp\n2026-01-01,5\n';
    expect(await refusal(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toMatchObject({ line: 1, column: 1 });
    const noMark = await refusal(Buffer.from(text, 'utf16le'));
    expect(noMark).toMatchObject({ line: 1, column: 2 });
    expect(noMark.message).toMatch(/NUL/);
  });

  it('reads ISO 8601 dates and date-times, UTC unless an offset says otherwise', () => {
    expect(parseTimestamp('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(parseTimestamp('2026-03-01T10:30')).toBe(Date.UTC(2026, 2, 1, 10, 30));
    expect(parseTimestamp('2026-03-01T10:30:15.250+02:00')).toBe(Date.UTC(2026, 2, 1, 8, 30, 15, 250));
    expect(parseTimestamp('2026-03-01T00:30-0100')).toBe(Date.UTC(2026, 2, 1, 1, 30));
    for (const bad of ['2026-13-01', '2026-3-1', 'yesterday', '1709251200', '2026-03-01T25:00']) expect(parseTimestamp(bad)).toBeNaN();
  });
});
