import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { OWNER_DIR, OWNER_FILE } from '../lib/owner-only.ts';
import { checkKey, type ByteRange, type FileStorage } from './file-storage.ts';

/**
 * Files under `root`: streamed into `root/.tmp`, then renamed into place (atomic on one file system), so a reader never
 * sees half a file and a failed upload leaves only a temporary file, which is removed at once.
 */
export function localStorage(root: string): FileStorage {
  const tmpDir = path.join(root, '.tmp');
  const fileOf = (key: string) => path.join(root, checkKey(key));

  return {
    driver: 'local',
    async put(key, body: Readable) {
      const target = fileOf(key);
      await fsp.mkdir(tmpDir, { recursive: true, mode: OWNER_DIR });
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: OWNER_DIR });
      const tmp = path.join(tmpDir, randomUUID());
      try {
        await pipeline(body, fs.createWriteStream(tmp, { flags: 'wx', mode: OWNER_FILE }));
        const { size } = await fsp.stat(tmp);
        await fsp.rename(tmp, target);
        return { size };
      } catch (err) {
        body.destroy();
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      const file = fileOf(key);
      const handle = await fsp.open(file, 'r').catch(() => null);
      if (!handle) return null;
      const { size } = await handle.stat();
      const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { size, body };
    },
    async size(key) {
      const stat = await fsp.stat(fileOf(key)).catch(() => null);
      return stat ? stat.size : null;
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async close() {},
  };
}
