import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { addListParts } from './s3-list-parts.ts';

export interface TestS3 {
  /** environment for loadConfig: STORAGE_DRIVER=s3 against this server */
  env: Record<string, string>;
  /** keys of the objects in the bucket */
  keys(): Promise<string[]>;
  /** every request the server received, as `METHOD url` */
  requests: string[];
  close(): Promise<void>;
}

const BUCKET = 'aquarisk-test';

/** A real S3-protocol server (s3rver) on a free loopback port, storing into a temporary directory. */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  const requests: string[] = [];
  const { httpServer } = server as unknown as { httpServer: Server };
  addListParts(httpServer, directory, BUCKET);
  httpServer.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (res.Contents ?? []).map((o) => o.Key!);
    },
    requests,
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
