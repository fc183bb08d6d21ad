import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** An HTTP/1.1 answer as bytes on the wire (no chunked bodies: the answers read this way carry a length). */
export function parseRawAnswer(text: string): RawAnswer | null {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) };
}

/**
 * A bare TCP connection to the test server, for what app.inject cannot send: a request cut short, a header block too
 * large for Node's parser, a client that goes quiet. Records what the server sends and when it closes the connection.
 */
export async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.on('error', () => undefined);
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let lastWrite = performance.now();
  return {
    socket,
    /** resolves once the bytes are handed to the kernel; the time of the last write is kept */
    write: (data: string | Buffer) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (err) => {
          lastWrite = performance.now();
          if (err) reject(err);
          else resolve();
        }),
      ),
    /** milliseconds from the last write until the server closed the connection, or null if still open after `waitMs` */
    async closedAfter(waitMs: number): Promise<number | null> {
      const outcome = await Promise.race([closedAt, new Promise<null>((r) => setTimeout(() => r(null), waitMs))]);
      return outcome === null ? null : outcome - lastWrite;
    },
    answer: () => parseRawAnswer(Buffer.concat(chunks).toString('utf8')),
    end: () => socket.destroy(),
  };
}

/** Polls `check` until it holds, failing after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  throw new Error('condition not met in time');
}
