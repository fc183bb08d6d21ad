import { refusalMessages } from '@aquarisk/contract/messages';
import { Transform } from 'node:stream';
import { AppError } from '../lib/app-error.ts';

/**
 * A pass-through for an upload on its way to storage: fails with 413 past `maxBytes`, and hands the first `headBytes`
 * to `check` before any byte goes on, so refused content (415) never reaches storage.
 */
export function uploadGuard(maxBytes: number, headBytes: number, check: (head: Buffer) => void): Transform {
  let seen = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const release = (t: Transform) => {
    const h = head!;
    head = null;
    check(h);
    t.push(h);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new AppError('TOO_LARGE', refusalMessages.fileTooLarge, { file: refusalMessages.fileTooLarge }));
      try {
        if (head === null) return done(null, chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length >= headBytes) release(this);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        if (head !== null) release(this);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}
