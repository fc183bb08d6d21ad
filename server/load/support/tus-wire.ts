import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

/** A file of `bytes` random bytes after a real mp4 head (so it sniffs as mp4), streamed to disk; its sha256. */
export async function randomVideo(file: string, bytes: number): Promise<string> {
  const head = fs.readFileSync(path.join(import.meta.dirname, '../../src/seed/media/drone-clip.mp4')).subarray(0, 64);
  const hash = crypto.createHash('sha256');
  let left = bytes;
  const chunks = Readable.from(
    (function* () {
      yield head;
      left -= head.length;
      while (left > 0) {
        const chunk = crypto.randomBytes(Math.min(left, 1024 * 1024));
        left -= chunk.length;
        yield chunk;
      }
    })(),
  );
  chunks.on('data', (c: Buffer) => hash.update(c));
  await pipeline(chunks, fs.createWriteStream(file));
  return hash.digest('hex');
}

export async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A TCP proxy in front of a server that cuts the connection (both sides destroyed) once `cutAfter` bytes went from
 * clients to the server: the dropped link of a boat's 4G, in the middle of an upload's PATCH body.
 */
export async function cuttingProxy(targetPort: number, cutAfter: number) {
  let forwarded = 0;
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.on('data', (chunk: Buffer) => {
      if (cut) return;
      forwarded += chunk.length;
      if (forwarded >= cutAfter) {
        cut = true;
        client.destroy();
        upstream.destroy();
        return;
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    get cut() {
      return cut;
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const TUS = { 'tus-resumable': '1.0.0' };

export async function tusCreate(base: string, token: string, url: string, size: number, name: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-length': String(size),
      'upload-metadata': `name ${Buffer.from(name).toString('base64')}`,
    },
  });
  if (res.status !== 201) throw new Error(`tus creation answered ${res.status}: ${await res.text()}`);
  return res.headers.get('location')!;
}

export async function tusOffset(base: string, token: string, url: string): Promise<number> {
  const res = await fetch(`${base}${url}`, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`tus HEAD answered ${res.status}`);
  return Number(res.headers.get('upload-offset'));
}

/** Streams the file from `offset` in one PATCH; rejects when the connection drops. */
export function tusPatch(base: string, token: string, url: string, file: string, offset: number, size: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        authorization: `Bearer ${token}`,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size - offset),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    const source = fs.createReadStream(file, { start: offset });
    source.on('error', reject);
    source.pipe(req);
  });
}

/** Polls HEAD until the offset stops moving (the cut-off request's bytes are all stored): the offset to resume from. */
export async function settledOffset(base: string, token: string, url: string): Promise<number> {
  let last = -1;
  for (let i = 0; i < 300; i++) {
    const now = await tusOffset(base, token, url);
    if (now === last && now > 0) return now;
    last = now;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the upload offset did not settle');
}
