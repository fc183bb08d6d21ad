import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, sanitizeFileName } from './file-name.ts';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('sanitizeFileName', () => {
  it.each([
    ['Pen 4 drone pass.mp4', 'Pen-4-drone-pass.mp4'],
    ['../../etc/site map.png', 'site-map.png'],
    ['..\\..\\win.ini', 'win.ini'],
    ['sensors\u0000.csv', 'sensors.csv'],
    ['pen\r\n4\t.csv', 'pen4.csv'],
    ['...hidden', 'hidden'],
    ['<script>.csv', 'script.csv'],
    ['Ålesund målinger.csv', 'Ålesund-målinger.csv'],
    ['', 'file'],
    ['///', 'file'],
    ['\u0001\u0002', 'file'],
  ])('%j → %j', (name, stored) => expect(sanitizeFileName(name)).toBe(stored));

  it(`cuts at ${FILE_NAME_MAX} code points, never inside a character`, () => {
    const astral = sanitizeFileName(`a${'𝐀'.repeat(300)}`);
    expect(astral).toBe(`a${'𝐀'.repeat(FILE_NAME_MAX - 1)}`);
    expect(astral).not.toMatch(loneSurrogate);
    expect(sanitizeFileName('n'.repeat(60_000))).toBe('n'.repeat(FILE_NAME_MAX));
  });
});
