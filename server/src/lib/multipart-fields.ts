import type { FastifyRequest } from 'fastify';
import { refusalMessages } from '@aquarisk/contract/messages';
import { AppError } from './app-error.ts';
import { readMultipartParts } from './multipart-stream.ts';

/** Reads a small multipart form (fields and one file) into memory; for large files use readStreamingMultipart. */
export async function readSmallMultipart(request: FastifyRequest, maxBytes: number) {
  let file: { fileName: string; content: Buffer } | undefined;
  const fields = await readMultipartParts(request, maxBytes, async (part) => {
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('TOO_LARGE', refusalMessages.fileTooLarge, { file: refusalMessages.fileTooLarge });
      throw err;
    });
    file = { fileName: part.filename, content };
  });
  return { fields, file };
}
