import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * JSON and other compressible answers over 1 KB go out brotli (quality 4: fast, and close to gzip -9 in size) or
 * gzip, as the client asks. Files of the web app are compressed at build time instead (web/scripts/precompress.mjs,
 * served by @fastify/static's preCompressed); media and PDFs are not compressible types and pass through.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
