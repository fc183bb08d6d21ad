import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const TOO_LARGE = 'The file is too large.';

/** Reads a small multipart form (fields and one file) into memory; for large files use streaming instead. */
export async function readSmallMultipart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data request.');
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', TOO_LARGE, { file: TOO_LARGE });
        throw err;
      });
      file = { fileName: part.filename, content };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, file };
}
