import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.ts';
import { checkKey, type ByteRange, type FileStorage } from './file-storage.ts';

const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket, written with the SDK's streaming multipart upload: at most
 * PART_BYTES × PARTS_IN_FLIGHT of a file is in memory. A failed stream aborts the multipart upload, so no parts stay.
 */
export function s3Storage(s: S3Settings): FileStorage {
  const client = new S3Client({
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible stores differ in the newer trailing-checksum encodings.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
  });
  const Bucket = s.bucket;
  const keyOf = (key: string) => `${s.prefix}${checkKey(key)}`;

  return {
    driver: 's3',
    async put(key, body: Readable) {
      let size = 0;
      body.on('data', (chunk: Buffer) => (size += chunk.length));
      // The body's own failure (413, 415, client gone) is the one to report, not what aborting the upload answered.
      let bodyError: unknown;
      body.once('error', (err) => (bodyError = err));
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        // A failing body fails done(), which first aborts the multipart upload (leavePartsOnError: false).
        await upload.done();
        return { size };
      } catch (err) {
        body.destroy();
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })).catch(() => undefined);
        throw bodyError ?? err;
      }
    },
    async get(key, range?: ByteRange) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const total = res.ContentRange ? Number(res.ContentRange.split('/')[1]) : Number(res.ContentLength ?? 0);
        return { size: total, body: res.Body as Readable };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async size(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return Number(res.ContentLength ?? 0);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}
