import { Writable } from 'node:stream';

export interface LogEntry {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
  [key: string]: unknown;
}

/** A log stream for createTestApp(env, { logStream }) that keeps every JSON line the app writes. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    entries: () => lines.map((l) => JSON.parse(l) as LogEntry),
    clear: () => void lines.splice(0),
  };
}
