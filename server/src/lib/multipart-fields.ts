import type { FastifyRequest } from 'fastify';
import { refusalMessages, serverMessages } from '@aquarisk/contract/messages';
import { AppError } from './app-error.ts';
import { isUnsafeText, unsafeTextError } from './unsafe-text.ts';

/** Reads a small multipart form (fields and one file) into memory; for large files use streaming instead. */
export async function readSmallMultipart(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', refusalMessages.multipartExpected);
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('TOO_LARGE', refusalMessages.fileTooLarge, { file: refusalMessages.fileTooLarge });
          throw err;
        });
        file = { fileName: part.filename, content };
      } else {
        const value = typeof part.value === 'string' ? part.value : String((part.value as number | boolean | null) ?? '');
        // Multipart fields are parsed here, after the body guard: the same rule applies to them.
        if (isUnsafeText(part.fieldname) || isUnsafeText(value)) throw unsafeTextError(part.fieldname);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    // Limits (413) and our own refusals pass; anything else is the parser's: no boundary, cut short, aborted.
    if (err instanceof AppError || isClientError(err)) throw err;
    request.log.info({ reason: (err as Error).message }, 'malformed multipart body');
    throw new AppError('BAD_REQUEST', serverMessages.malformedMultipart);
  }
  return { fields, file };
}

function isClientError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
