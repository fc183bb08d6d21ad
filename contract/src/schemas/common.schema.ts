import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';

export const externalIdSchema = z.uuid({ error: 'Not a valid id' });
export const idParams = z.object({ id: externalIdSchema });

/** Query flags arrive as text: 'true'/'false' (and 1/0). */
export const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** Optional text field: trims, and an empty string counts as no value. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

/** GET /health when the database answers. */
export const healthSchema = z.object({ status: z.literal('UP'), database: z.enum(['sqlite', 'postgres']) });
