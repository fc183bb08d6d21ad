import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes a rendered PDF to a temporary file and reads it back with poppler (pdftotext, pdfinfo, pdffonts). */
export function pdfFile(pdf: Buffer, name = 'doc.pdf'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'aquarisk-pdf-')), name);
  writeFileSync(file, pdf);
  return file;
}

export const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
export const pdfInfo = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
export const pdfFonts = (file: string) => execFileSync('pdffonts', [file], { encoding: 'utf8' });

/** Page size in points, e.g. "595.28 x 841.89" for A4, "612 x 792" for Letter. */
export const pageSize = (info: string) => /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)?.[1];
export const pageCount = (info: string) => Number(/Pages:\s+(\d+)/.exec(info)?.[1]);

/** The text of one page, by number. */
export const pageText = (file: string, n: number) =>
  execFileSync('pdftotext', ['-layout', '-f', String(n), '-l', String(n), file, '-'], { encoding: 'utf8' });
