import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let runDir: string | undefined;
/**
 * One temporary directory per test worker for the PDFs it reads (one per PDF was left behind before: thousands), removed
 * when the worker's process exits normally; a worker thread ended by the test runner leaves its one directory.
 */
function tempDir() {
  if (!runDir) {
    const made = mkdtempSync(path.join(tmpdir(), 'aquarisk-pdf-'));
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    runDir = made;
  }
  return runDir;
}

/** Writes a rendered PDF to a temporary file and reads it back with poppler (pdftotext, pdfinfo, pdffonts). */
export function pdfFile(pdf: Buffer, name = 'doc.pdf'): string {
  const file = path.join(mkdtempSync(path.join(tempDir(), 'pdf-')), name);
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
