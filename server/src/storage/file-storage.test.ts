import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestStorage, storageDrivers, type TestStorage } from '../../test/test-storage.ts';
import { createStorage } from './create-storage.ts';
import type { FileStorage } from './file-storage.ts';

/** A stream of `parts` that fails after them, as a refused or cut-off upload does. */
function failing(parts: Buffer[]) {
  return new Readable({
    read() {
      const next = parts.shift();
      if (next) this.push(next);
      else this.destroy(new Error('client went away'));
    },
  });
}

describe.each(storageDrivers)('the %s storage driver', (driver) => {
  let env: TestStorage;
  let storage: FileStorage;
  beforeAll(async () => {
    env = await createTestStorage(driver);
    storage = createStorage(loadConfig(env.env));
    expect(storage.driver).toBe(driver);
  });
  afterAll(async () => {
    await storage.close();
    await env.close();
  });

  it('stores, reads whole and by range, sizes and deletes', async () => {
    const body = Buffer.from('0123456789'.repeat(1000));
    expect(await storage.put('media/a/one', Readable.from([body]))).toEqual({ size: body.length });
    expect(await env.stored()).toEqual(['media/a/one']);
    expect(await storage.size('media/a/one')).toBe(body.length);
    const whole = await storage.get('media/a/one');
    expect(whole!.size).toBe(body.length);
    expect(await text(whole!.body)).toBe(body.toString());
    const part = await storage.get('media/a/one', { start: 5, end: 14 });
    expect(part!.size).toBe(body.length);
    expect(await text(part!.body)).toBe('5678901234');
    await storage.delete('media/a/one');
    expect(await storage.get('media/a/one')).toBeNull();
    expect(await storage.size('media/a/one')).toBeNull();
    await storage.delete('media/a/one');
    expect(await env.stored()).toEqual([]);
  });

  it('stores nothing when the stream fails, small or past a multipart part', async () => {
    await expect(storage.put('media/a/small', failing([Buffer.alloc(1000, 1)]))).rejects.toThrow('client went away');
    const parts = Array.from({ length: 20 }, () => Buffer.alloc(1024 * 1024, 2));
    await expect(storage.put('media/a/large', failing(parts))).rejects.toThrow('client went away');
    expect(await env.stored()).toEqual([]);
    if (env.s3) expect(env.s3.requests.some((r) => r.startsWith('DELETE') && r.includes('uploadId='))).toBe(true);
  });

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/../../b', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('invalid storage key');
    }
  });
});
