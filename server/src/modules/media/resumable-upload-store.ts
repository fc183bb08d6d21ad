import fsp from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { AppConfig, S3Settings } from '../../config.ts';

/** Unfinished uploads live beside the media files, under this storage key prefix; a finished one stays where it is. */
export const UPLOADS_DIR = 'uploads';

/**
 * Where the tus server keeps resumable uploads: a finished upload's bytes are already the stored file (storage key
 * `uploads/<id>`), so nothing is copied at the end. Local driver: @tus/file-store in DATA_DIR/files/uploads (the
 * offset is the file's size, the state a `<id>.json` beside it). S3 driver: @tus/s3-store in the same bucket and
 * prefix (a multipart upload, a `<id>.info` object and, between PATCHes, a `<id>.part` object smaller than a part), so
 * any server process can resume an upload another one started.
 */
export interface ResumableUploadStore {
  datastore: DataStore;
  /** the store's id of an upload whose URL names `urlId` (the s3 store's ids carry the bucket prefix) */
  idOf(urlId: string): string;
  urlIdOf(id: string): string;
  storageKeyOf(id: string): string;
  /** drops the upload's state (a media file now, or abandoned): a finished upload is no longer resumable */
  forgetState(id: string): Promise<void>;
  close(): void;
}

export function createResumableUploadStore(config: AppConfig): ResumableUploadStore {
  const expirationPeriodInMilliseconds = Math.round(config.uploadExpiryHours * 3600 * 1000);
  const s = config.storage;
  if (s.driver === 's3') return s3UploadStore(s.s3, expirationPeriodInMilliseconds);
  const directory = path.join(config.dataDir, 'files', UPLOADS_DIR);
  return {
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds }),
    idOf: (urlId) => urlId,
    urlIdOf: (id) => id,
    storageKeyOf: (id) => `${UPLOADS_DIR}/${id}`,
    forgetState: (id) => fsp.rm(path.join(directory, `${id}.json`), { force: true }),
    close() {},
  };
}

function s3UploadStore(s: S3Settings, expirationPeriodInMilliseconds: number): ResumableUploadStore {
  const clientConfig = {
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
  };
  // Expiry by listing the bucket's multipart uploads (cleanUpExpiredUploads), not by object tags: S3-compatible
  // stores differ in tagging, and a bucket lifecycle rule can abort incomplete multipart uploads as well.
  const datastore = new S3Store({ s3ClientConfig: { ...clientConfig, bucket: s.bucket }, expirationPeriodInMilliseconds, useTags: false });
  const client = new S3Client(clientConfig);
  const prefix = `${s.prefix}${UPLOADS_DIR}/`;
  return {
    datastore,
    idOf: (urlId) => `${prefix}${urlId}`,
    urlIdOf: (id) => id.slice(prefix.length),
    storageKeyOf: (id) => id.slice(s.prefix.length),
    forgetState: async (id) => {
      for (const Key of [`${id}.info`, `${id}.part`]) await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key }));
    },
    close: () => client.destroy(),
  };
}
