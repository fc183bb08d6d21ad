import { beforeAll, describe, expect, it } from 'vitest';
import { lastActivity } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { auditOf } from '../../../test/media-helpers.ts';
import { environmentOf, rowCounts, uploadCsv } from '../../../test/environment-helpers.ts';

/**
 * Issue 21 items 5, 6 and 10 on the environmental CSV: lengths and column counts are bounded with a message naming
 * line and column, the parser's quote errors are 400s, never 500s, and file names are sanitised like media names.
 * A refused file leaves no reading, no parameter (staged ones included) and no log entry.
 */
const { t } = demoAppPerFile();
let survey: string;
beforeAll(async () => {
  survey = await auditOf(t, AUDITOR);
});

const upload = (content: string, name?: string) => uploadCsv(t, AUDITOR, survey, content, name);
const environment = () => environmentOf(t, AUDITOR, survey);
const counts = () => rowCounts(t);

const header = (cells: string[]) => `timestamp,${cells.join(',')}\n2026-01-01,${cells.map(() => '1').join(',')}\n`;
const manyColumns = (n: number) => header(Array.from({ length: n - 1 }, (_x, i) => `p${i.toString(36)}`));

describe('environmental CSV limits', () => {
  beforeAll(async () => {
    expect((await upload('timestamp,temp\n2026-01-01,5\n', 'first.csv')).statusCode).toBe(201);
  });

  it.each([
    [
      'a 2 MB header cell',
      `timestamp,${'a'.repeat(2_000_000)}\n2026-01-01,1\n`,
      'Line 1, column 2: the line is longer than 65,536 characters.',
    ],
    ['a 1,000-character header cell', header(['a'.repeat(1000)]), 'Line 1, column 2: the column name is longer than 140 characters.'],
    [
      'a parameter name of 300 characters',
      header([`t${'e'.repeat(299)}`]),
      'Line 1, column 2: the column name is longer than 140 characters.',
    ],
    [
      'a parameter name of 101 characters',
      header([`t${'e'.repeat(100)} (C)`]),
      'Line 1, column 2: the parameter name is longer than 100 characters.',
    ],
    ['201 columns', manyColumns(201), 'Line 1, column 201: the header has more than 200 columns.'],
    ['14,000 columns', manyColumns(14_000), 'Line 1, column 201: the header has more than 200 columns.'],
    [
      'a 70,000-character value',
      `timestamp,temp\n2026-01-01,${'x'.repeat(70_000)}\n`,
      'Line 2, column 2: the line is longer than 65,536 characters.',
    ],
    [
      'a quote inside an unquoted value',
      'timestamp,temp\n2026-01-01,5 "C"\n',
      'Line 2, column 2: a quote (") inside a value that does not start with one; put the whole value in quotes and double the quotes inside it.',
    ],
    [
      'text after a closing quote',
      'timestamp,temp\n2026-01-01,"5"C\n',
      'Line 2, column 2: text follows the closing quote of a value; put the whole value in quotes and double the quotes inside it.',
    ],
  ])('refuses %s with its line and column, storing nothing', async (_name, content, message) => {
    const before = { ...(await counts()), data: await environment() };
    const res = await upload(content);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect({ ...(await counts()), data: await environment() }).toEqual(before);
  });

  it('a large file refused at its last line leaves nothing of it behind', async () => {
    const before = { ...(await counts()), data: await environment() };
    const lines = ['timestamp,temperature (C),salinity (ppt)'];
    for (let i = 0; i < 20_000; i++) lines.push(`${new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()},8.5,34`);
    lines.push('2026-02-01T00:00Z,warm,34');
    const res = await upload(`${lines.join('\n')}\n`);
    expect(res.json()).toMatchObject({ message: 'Line 20002, column 2: "warm" is not a number.' });
    expect({ ...(await counts()), data: await environment() }).toEqual(before);
  });
});

describe('environmental CSV file names are sanitised like media names', () => {
  it.each([
    ['a NUL byte', 'sensors\u0000.csv', 'sensors.csv'],
    ['control characters and spaces', 'pen 4\t\u0001readings.csv', 'pen-4readings.csv'],
    ['a path', '../../etc/site sensors.csv', 'site-sensors.csv'],
    ['300 characters', `${'n'.repeat(300)}.csv`, 'n'.repeat(200)],
    ['astral letters cut at 200 characters, not inside one', `a${'𝐀'.repeat(250)}.csv`, `a${'𝐀'.repeat(199)}`],
  ])('%s', async (_name, fileName, stored) => {
    const res = await upload('timestamp,temp\n2026-01-01,5\n', fileName);
    expect(res.statusCode, res.body).toBe(201);
    expect((await environment()).fileName).toBe(stored);
    expect((await lastActivity(t))[0]!.changes['environment']).toEqual([null, stored]);
  });
});
