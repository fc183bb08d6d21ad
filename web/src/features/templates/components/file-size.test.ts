import { describe, expect, it } from 'vitest';
import { baseName, formatFileSize, isTemplateFile } from './file-size.ts';

describe('template file helpers', () => {
  it.each([
    [0, '0.00 Mb'],
    [1048576, '1.00 Mb'],
    [524288, '0.50 Mb'],
    [20_000, '0.02 Mb'],
    [5 * 1048576 + 1, '5.00 Mb'],
  ])('%i bytes show as %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

  it('accepts .json and .csv only', () => {
    expect(isTemplateFile(new File(['{}'], 'a.JSON'))).toBe(true);
    expect(isTemplateFile(new File([''], 'a.csv'))).toBe(true);
    expect(isTemplateFile(new File([''], 'a.xlsx'))).toBe(false);
  });

  it('suggests the file name without its extension', () => expect(baseName('farm-audit.v2.csv')).toBe('farm-audit.v2'));
});
