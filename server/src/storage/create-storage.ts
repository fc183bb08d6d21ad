import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The storage driver STORAGE_DRIVER names: local files (default) or an S3-compatible bucket. */
export function createStorage(config: AppConfig): FileStorage {
  const s = config.storage;
  if (s.driver === 's3') return s3Storage(s.s3);
  return localStorage(path.join(config.dataDir, 'files'));
}
