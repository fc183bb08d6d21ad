import { z } from 'zod';
import { serverMessages } from '@aquarisk/contract/messages';
import { AppError } from '../../lib/app-error.ts';
import { isUnsafeText } from '../../lib/unsafe-text.ts';
import type { FarmKey } from './farm-page.repository.ts';

// A name PostgreSQL could not take as text (NUL, a lone surrogate) is as bad as any other forged cursor.
const nameSchema = z
  .string()
  .max(255)
  .refine((n) => !isUnsafeText(n));
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const keySchema = z.union([
  z.tuple([nameSchema, z.number().int().positive()]),
  z.tuple([nameSchema, z.number().int().positive(), daySchema]),
]);

/**
 * The farm-page cursor: the last farm's (name, id), and its due day when the page ended among the due farms listed
 * first (issue 26 item 3), as base64url JSON. Opaque to clients; only this file reads it.
 */
export function encodeFarmCursor(key: FarmKey): string {
  return Buffer.from(JSON.stringify(key.due === undefined ? [key.name, key.id] : [key.name, key.id, key.due])).toString('base64url');
}

/** The key a cursor names; anything this server did not write is a 400, never a 500. */
export function decodeFarmCursor(cursor: string): FarmKey {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const key = keySchema.safeParse(parsed);
  if (!key.success) throw new AppError('BAD_REQUEST', serverMessages.invalidCursor, { after: serverMessages.invalidCursor });
  return { name: key.data[0], id: key.data[1], due: key.data[2] };
}
