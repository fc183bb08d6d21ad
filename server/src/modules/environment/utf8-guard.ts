import { Transform } from 'node:stream';
import { environmentCsvMessages as M } from '@aquarisk/contract/csv/environment-csv';
import { csvError } from './csv-error.ts';

/** Where the first malformed sequence of `buf` starts, or -1 (a sequence cut off at the end is not malformed). */
function firstMalformed(buf: Buffer): number {
  for (let i = 0; i < buf.length;) {
    const b = buf[i]!;
    const n = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n && i + k < buf.length; k++) if ((buf[i + k]! & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return -1;
}

/**
 * Passes UTF-8 bytes through unchanged and refuses anything else with its line and column: a UTF-16 byte order mark,
 * invalid UTF-8, NUL characters (UTF-16 without a mark). A UTF-8 byte order mark is allowed (the parser drops it).
 */
export function utf8Guard(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let column = 1;
  let first = true;
  const advance = (text: string) => {
    const last = text.lastIndexOf('\n');
    if (last < 0) return void (column += text.length);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) line++;
    column = text.length - last;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)))
        return done(csvError(1, 1, M.utf16));
      first = false;
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        const at = Math.max(0, firstMalformed(chunk));
        advance(new TextDecoder().decode(chunk.subarray(0, at)));
        return done(csvError(line, column, M.invalidUtf8));
      }
      const nul = text.indexOf('\u0000');
      if (nul >= 0) {
        advance(text.slice(0, nul));
        return done(csvError(line, column, M.nul));
      }
      advance(text);
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(csvError(line, column, M.cutUtf8));
      }
    },
  });
}
