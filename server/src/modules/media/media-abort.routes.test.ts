import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { auditOf, mp4 } from '../../../test/media-helpers.ts';
import { createTestStorage, storageDrivers, type TestStorage } from '../../../test/test-storage.ts';

const SENT_BEFORE_ABORT = 12 * 1024 * 1024;

/** Sends the multipart head and SENT_BEFORE_ABORT bytes of a much larger file, then destroys the socket. */
async function abortMidUpload(port: number, path: string, token: string, onSent: () => Promise<void>) {
  const boundary = '----aquarisk-abort';
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(1024 * 1024 * 1024),
    },
  });
  req.on('error', () => undefined);
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nlong dive\r\n`);
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dive.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  req.write(mp4);
  const chunk = Buffer.alloc(256 * 1024, 7);
  for (let sent = mp4.length; sent < SENT_BEFORE_ABORT; sent += chunk.length) {
    if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
  }
  await onSent();
  req.destroy();
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  throw new Error('condition not met in time');
}

describe.each(storageDrivers)('an upload cut off mid-body on the %s storage driver', (driver) => {
  let t: TestApp;
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await createTestStorage(driver);
    t = await createTestApp(storage.env);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('leaves no file, no object, no multipart parts and no row', async () => {
    const survey = await auditOf(t, AUDITOR);
    const { port } = t.app.server.address() as AddressInfo;
    await abortMidUpload(port, `/api/v1/survey/${survey}/media/category/submarine`, await t.token(AUDITOR), async () => {
      // The server has the bytes in hand and is storing them when the client goes away.
      if (driver === 's3') await until(async () => storage.s3!.requests.some((r) => r.startsWith('PUT') && r.includes('partNumber=')));
      else await until(async () => (await storage.stored()).some((f) => f.startsWith('.tmp/')));
    });
    if (driver === 's3') await until(async () => storage.s3!.requests.some((r) => r.startsWith('DELETE') && r.includes('uploadId=')));
    await until(async () => (await storage.stored()).length === 0);
    const rows = await t.database.db.selectFrom('media').select('id').execute();
    expect(rows).toEqual([]);
    expect(await storage.stored()).toEqual([]);
  });
});
