import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME_MAX } from '@aquarisk/contract/file-name';
import { demoAppPerFile } from '../test/app-per-file.ts';
import { AUDITOR } from '../test/demo-users.ts';
import { environmentOf, rowCounts } from '../test/environment-helpers.ts';
import { auditOf } from '../test/media-helpers.ts';

/**
 * Hostile environmental CSVs and file names (issue 21), beside the JSON shapes of hostile-input.security.test.ts:
 * long header cells, many columns, quotes, long lines, and file names with paths, control characters and lengths no
 * file system allows. Nothing may answer 500; a refusal is a 4xx with a message that leaves every environmental
 * table and the activity log as they were; an accepted file's name is stored sanitised.
 */
const { t } = demoAppPerFile();
let survey: string;
beforeAll(async () => {
  survey = await auditOf(t, AUDITOR);
});

/** A multipart body whose file part carries `disposition` verbatim (quotes, CR/LF and RFC 5987 forms included). */
function form(disposition: string, content: string | Buffer) {
  const b = `----hostile${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="surveyExtId"\r\n\r\n${survey}\r\n`),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

async function expectSafe(label: string, disposition: string, content: string | Buffer) {
  const before = await rowCounts(t);
  const { payload, headers } = form(disposition, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/data',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(AUDITOR)}` },
  });
  const what = `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.json<{ message: string }>().message.length, what).toBeGreaterThan(0);
    expect(await rowCounts(t), what).toEqual(before);
    return null;
  }
  const { fileName } = await environmentOf(t, AUDITOR, survey);
  expect(fileName, what).toMatch(/^[\p{L}\p{N}_-][\p{L}\p{N}._-]*$/u);
  expect(Array.from(fileName!).length, what).toBeLessThanOrEqual(FILE_NAME_MAX);
  return fileName;
}

const GOOD = 'timestamp,temperature (C)\n2026-01-01T00:00Z,8.5\n';
const cols = (n: number) => Array.from({ length: n }, (_x, i) => `p${i.toString(36)}`);
const contents: Record<string, string | Buffer> = {
  'a backtracking header cell': `timestamp,a${' '.repeat(40_000)}!\n2026-01-01,1\n`,
  'a 10 MB header cell': `timestamp,${'a'.repeat(10 * 1024 * 1024)}\n2026-01-01,1\n`,
  'a 300-character name': `timestamp,${'n'.repeat(300)}\n2026-01-01,1\n`,
  'a 101-character name with a unit': `timestamp,${'n'.repeat(101)} (C)\n2026-01-01,1\n`,
  'a 40-character unit': `timestamp,temp (${'C'.repeat(40)})\n2026-01-01,1\n`,
  '201 columns': `timestamp,${cols(200).join(',')}\n2026-01-01${',1'.repeat(200)}\n`,
  '7,000 columns': `timestamp,${cols(6_999).join(',')}\n2026-01-01${',1'.repeat(6_999)}\n`,
  '14,000 columns': `timestamp,${cols(13_999).join(',')}\n2026-01-01${',1'.repeat(13_999)}\n`,
  'a 10,000-cell data row': `timestamp,temp\n2026-01-01${',1'.repeat(10_000)}\n`,
  'a 70,000-character line': `timestamp,temp\n2026-01-01,${'9'.repeat(70_000)}\n`,
  'a 40,000-digit value and a letter': `timestamp,temp\n2026-01-01,${'1'.repeat(40_000)}x\n`,
  'a quote inside an unquoted header cell': 'timestamp,temp "C"\n2026-01-01,1\n',
  'a quote inside an unquoted value': 'timestamp,temp\n2026-01-01,5 "C"\n',
  'text after a closing quote': 'timestamp,temp\n2026-01-01,"5"C\n',
  'a quote never closed, over 100,000 lines': `timestamp,temp\n2026-01-01,"5\n${'2026-01-02,6\n'.repeat(100_000)}`,
  'quoted line breaks in a header cell': 'timestamp,"temp\r\n(C)"\n2026-01-01,1\n',
  'control characters in a header cell': 'timestamp,temp\u0001\u001b[31m\n2026-01-01,1\n',
  'a NUL byte': 'timestamp,temp\n2026-01-01,\u00005\n',
  'a lone surrogate encoded in UTF-8': Buffer.concat([
    Buffer.from('timestamp,t'),
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from('\n2026-01-01,1\n'),
  ]),
  'formula-looking cells': "timestamp,=cmd|' /C calc'!A0\n2026-01-01,1\n",
};
const fileNames: Record<string, string> = {
  'a NUL byte': 'filename="env\u0000.csv"',
  'CR/LF': 'filename="env\r\nX-Injected: 1.csv"',
  'CR/LF, percent-encoded': "filename*=UTF-8''env%0D%0AX-Injected%3A%201.csv",
  'a NUL, percent-encoded': "filename*=UTF-8''env%00.csv",
  'a 60 KB name': `filename="${'n'.repeat(60_000)}.csv"`,
  'a 300-character name': `filename="${'n'.repeat(300)}.csv"`,
  'a traversal': 'filename="../../../../etc/passwd"',
  'a Windows traversal': 'filename="..\\\\..\\\\boot.ini"',
  'an encoded traversal': "filename*=UTF-8''..%2F..%2F..%2Fetc%2Fpasswd",
  'control characters': `filename="${Array.from({ length: 31 }, (_x, i) => String.fromCharCode(i + 1)).join('')}env.csv"`,
  'a right-to-left override': 'filename="env\u202ecsv.exe"',
  'astral letters past the limit': `filename="${'𝐀'.repeat(300)}.csv"`,
  'only dots': 'filename="...."',
  'an empty name': 'filename=""',
};

describe('hostile environmental CSVs', () => {
  it.each(Object.entries(contents))('%s', async (label, content) => {
    await expectSafe(label, 'filename="env.csv"', content);
  });
  it.each(Object.entries(fileNames))('a file name with %s', async (label, disposition) => {
    await expectSafe(label, disposition, GOOD);
  });
});
