import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { refusalMessages, serverMessages } from '@aquarisk/contract/messages';
import { AppError } from './app-error.ts';
import { isUnsafeText, unsafeTextError } from './unsafe-text.ts';

export interface StreamedFile {
  fileName: string;
  stream: Readable;
  /** the text fields that came before the file */
  fields: Record<string, string>;
}

function isClientError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Walks a multipart form of text fields and at most one file, which `onFile` must consume; returns the fields. Every
 * field meets the unsafe-text rule (the body guard ran before the form was parsed). Limits (413) and our own refusals
 * pass; any other failure is the parser's (no boundary, cut short, aborted) and answers 400.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  fileSizeLimit: number,
  onFile: (file: MultipartFile, fieldsSoFar: Record<string, string>) => Promise<void>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', refusalMessages.multipartExpected);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: fileSizeLimit, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        await onFile(part, { ...fields });
      } else {
        const value = typeof part.value === 'string' ? part.value : String((part.value as number | boolean | null) ?? '');
        if (isUnsafeText(part.fieldname) || isUnsafeText(value)) throw unsafeTextError(part.fieldname);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof AppError || isClientError(err)) throw err;
    request.log.info({ reason: (err as Error).message }, 'malformed or aborted multipart body');
    throw new AppError('BAD_REQUEST', serverMessages.malformedMultipart);
  }
  return fields;
}

/**
 * Reads a multipart form whose one file is too large for memory: `onFile` gets the file's stream and must consume it
 * (to storage, to a parser). `maxBytes` only caps the parser; the consumer enforces the exact limit while streaming.
 */
export async function readStreamingMultipart<T>(
  request: FastifyRequest,
  maxBytes: number,
  onFile: (file: StreamedFile) => Promise<T>,
): Promise<{ fields: Record<string, string>; result: T | undefined }> {
  let result: T | undefined;
  const fields = await readMultipartParts(request, maxBytes + 1, async (part, before) => {
    result = await onFile({ fileName: part.filename, stream: part.file, fields: before });
  });
  return { fields, result };
}
