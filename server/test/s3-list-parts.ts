import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * s3rver 3.7 has no ListParts (`GET /bucket/key?uploadId=…` answers 405), which @tus/s3-store needs to learn how much
 * of an upload a bucket holds. s3rver keeps each part of a multipart upload as a file (`<part>` and `<part>.md5`)
 * under `<bucket>/._S3rver_uploads/<uploadId>/`; this answers ListParts from those files and hands every other request
 * to s3rver unchanged. Test-only: production talks to a real S3-compatible store.
 */
export function addListParts(server: Server, directory: string, bucket: string) {
  const [s3rver] = server.listeners('request') as Listener[];
  if (!s3rver) throw new Error('s3rver has no request handler');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method !== 'GET' || !uploadId || url.searchParams.has('partNumber')) return s3rver(req, res);
    const uploadsDir = path.join(directory, bucket, '._S3rver_uploads', uploadId);
    if (!/^[a-f0-9]+$/.test(uploadId) || !fs.existsSync(uploadsDir)) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>no such upload</Message></Error>');
    }
    const parts = fs
      .readdirSync(uploadsDir)
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const file = path.join(uploadsDir, String(n));
        const md5 = fs.existsSync(`${file}.md5`) ? fs.readFileSync(`${file}.md5`, 'utf8') : '';
        const stat = fs.statSync(file);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`;
      });
    const key = decodeURIComponent(url.pathname.slice(bucket.length + 2));
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket>` +
        `<Key>${key}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><MaxParts>10000</MaxParts>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  });
}
