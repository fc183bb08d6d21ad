import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.ts';

/** Polls `check` every 25 ms until it holds: a test waits on the server's state, never for a fixed time. */
export async function until(check: () => boolean | Promise<boolean>, ms = 120_000, what = 'condition') {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) if (await check()) return;
  throw new Error(`${what} not met within ${ms} ms`);
}

export const portOf = (t: TestApp) => (t.app.server.address() as AddressInfo).port;

/**
 * A GET over a real socket that the client closes once `hangUpWhen` resolves, before the answer arrives (as a browser
 * tab closed or a curl interrupted). Resolves when the socket is gone.
 */
export async function getThenHangUp(t: TestApp, path: string, token: string, hangUpWhen: () => Promise<void>) {
  const req = http.get({ host: '127.0.0.1', port: portOf(t), path, headers: { authorization: `Bearer ${token}` } });
  const closed = new Promise((resolve) => req.once('close', resolve));
  req.on('error', () => undefined);
  req.on('response', (res) => res.resume());
  await hangUpWhen();
  req.destroy();
  await closed;
}

/** The newest activity-log id, to count what was logged after it. */
export async function lastLogId(t: TestApp) {
  const row = await t.database.db.selectFrom('activityLog').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

/** The DOWNLOAD entries logged after `sinceId`: who downloaded which document. */
export async function downloadsSince(t: TestApp, sinceId: number) {
  const rows = await t.database.db
    .selectFrom('activityLog')
    .select(['actorEmail', 'updatedFieldsJson'])
    .where('id', '>', sinceId)
    .where('method', '=', 'DOWNLOAD')
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.actorEmail}: ${(JSON.parse(r.updatedFieldsJson) as { document: [null, string] }).document[1]}`);
}
