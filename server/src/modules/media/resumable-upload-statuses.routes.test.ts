import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { refusalMessages } from '@aquarisk/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { auditOf, mp4 } from '../../../test/media-helpers.ts';
import { locationOf, tusCreate, tusHead, uploadsUrl } from '../../../test/tus-helpers.ts';

/**
 * Issue 37 item 25: resumable uploads answer with the tus protocol's statuses. An Upload-Length over the limit is 413
 * however many digits it has (before: 400 past 16 digits); a PATCH whose Content-Type is not
 * application/offset+octet-stream is 415 (before: 400); and creation-with-upload, which @tus/server advertises, works:
 * bytes in the creation request are kept, and a POST with the whole file gives the media item (before: 404, the
 * upload's state was dropped before the POST's answer read it).
 */
let t: TestApp;
let survey: string;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_VIDEO_MB: '1' });
  survey = await auditOf(t, AUDITOR);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const tus = async () => ({ 'tus-resumable': '1.0.0', authorization: `Bearer ${await t.token(AUDITOR)}` });
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('tus statuses', () => {
  it('answers 413 for any Upload-Length over the limit, however long', async () => {
    for (const length of [String(1024 * 1024 + 1), '99999999999999999', '1'.repeat(40)]) {
      const res = await fetch(`${base}${uploadsUrl(survey, 'drone')}`, {
        method: 'POST',
        headers: { ...(await tus()), 'upload-length': length, 'upload-metadata': `filename ${b64('a.mp4')}` },
      });
      expect(res.status, length).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(refusalMessages.fileTooLarge);
    }
  });

  it('answers 415 to a PATCH with another content type, and keeps the offset', async () => {
    const url = locationOf(await tusCreate(t, AUDITOR, survey, 'drone', 100));
    for (const type of ['application/octet-stream', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${base}${url}`, {
        method: 'PATCH',
        headers: { ...(await tus()), 'upload-offset': '0', 'content-type': type },
        body: new Uint8Array(10),
      });
      expect(res.status, type).toBe(415);
    }
    expect((await tusHead(t, AUDITOR, url)).headers.get('upload-offset')).toBe('0');
  });

  it('takes a creation-with-upload POST: part of the file (201 with its offset) or all of it (200 with the item)', async () => {
    const create = async (bytes: Buffer, type = 'application/offset+octet-stream') =>
      fetch(`${base}${uploadsUrl(survey, 'drone')}`, {
        method: 'POST',
        headers: {
          ...(await tus()),
          'upload-length': String(mp4.length),
          'upload-metadata': `filename ${b64('whole.mp4')}`,
          'content-type': type,
        },
        body: new Uint8Array(bytes),
      });
    const part = await create(mp4.subarray(0, 1000));
    expect(part.status, await part.clone().text()).toBe(201);
    expect(part.headers.get('upload-offset')).toBe('1000');
    const url = new URL(part.headers.get('location')!, base).pathname;
    expect((await tusHead(t, AUDITOR, url)).headers.get('upload-offset')).toBe('1000');

    const whole = await create(mp4);
    expect(whole.status, await whole.clone().text()).toBe(200);
    expect((await whole.json()) as { name: string; size: number }).toMatchObject({ name: 'whole.mp4', size: mp4.length });

    expect((await create(mp4.subarray(0, 10), 'text/plain')).status).toBe(415);
  });
});
