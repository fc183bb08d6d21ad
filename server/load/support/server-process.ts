import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../test/demo-users.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT = `Basic ${Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64')}`;

/** A real server process (the same main.ts as production, through tsx), stopped with `kill`. */
export function startServerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitHealthy(base: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${base} did not start`);
}

export async function api<T>(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

/** The password grant of docs/requirements.md#core-7; the response as it came. */
export function passwordGrant(base: string, email: string, password = DEMO_PASSWORD) {
  return fetch(`${base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password, scope: 'read write', client_id: 'aquarisk-web' }),
  });
}

export async function signIn(base: string, email: string) {
  return ((await (await passwordGrant(base, email)).json()) as { access_token: string }).access_token;
}
