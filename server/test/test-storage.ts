import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestS3, type TestS3 } from './s3-server.ts';

export type StorageDriver = 'local' | 's3';
export const storageDrivers: StorageDriver[] = ['local', 's3'];

export interface TestStorage {
  env: Record<string, string>;
  /** everything stored: object keys (s3), or every file under DATA_DIR/files, temporary ones included (local) */
  stored(): Promise<string[]>;
  s3: TestS3 | null;
  close(): Promise<void>;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.relative(dir, path.join(e.parentPath, e.name))] : []));
}

/** A storage for one test app: a temporary DATA_DIR (local) or a fresh s3rver on loopback (s3). */
export async function createTestStorage(driver: StorageDriver): Promise<TestStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-files-'));
  const s3 = driver === 's3' ? await startTestS3() : null;
  return {
    env: { DATA_DIR: dataDir, ...(s3?.env ?? {}) },
    stored: async () => (s3 ? s3.keys() : filesUnder(path.join(dataDir, 'files'))),
    s3,
    async close() {
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
