import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive, as HTTP Range states it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** the whole object's size, whatever range was asked for */
  size: number;
  body: Readable;
}

/**
 * Where uploaded files live (issue 10): `local` (DATA_DIR/files) or `s3` (any S3-compatible store, shared by several
 * server processes). `put` consumes the stream and either stores all of it or, when the stream fails (size limit,
 * refused content, client gone), stores nothing: no file, no object, no half-finished multipart upload.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** null when there is no such object */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  size(key: string): Promise<number | null>;
  /** removes the object; a missing one is not an error */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys are ours (`media/<survey>/<uuid>`), never a client's file name; this guards the local driver's paths. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export const isStorageKey = (key: string) => /^[a-z0-9][a-z0-9/_-]*$/i.test(key) && !key.includes('//');
