import http from 'node:http';
import { DEMO_PASSWORD } from '../test/demo-users.ts';

export interface Server {
  base: string;
}

export async function waitForServer(server: Server, ms = 120_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const ok = await fetch(`${server.base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error('server did not start');
}

export async function signIn(server: Server, email: string): Promise<string> {
  const res = await fetch(`${server.base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }).toString(),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A multipart POST whose file comes from `chunks`, written with back-pressure over a real socket. */
export function postStream(
  server: Server,
  token: string,
  path: string,
  fields: Record<string, string>,
  fileName: string,
  chunks: Iterable<Buffer>,
): Promise<{ status: number; body: string; ms: number }> {
  const boundary = '----aquarisk-bench';
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
    });
    void (async () => {
      req.write(head + fileHead);
      for (const chunk of chunks) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      req.end(`\r\n--${boundary}--\r\n`);
    })();
  });
}
