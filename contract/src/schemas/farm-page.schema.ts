import { z } from 'zod';
import { FARM_PAGE_MAX_SIZE, FARM_PAGE_SIZE } from '../constants.ts';
import { farmSchema } from './farm.schema.ts';

/**
 * GET /company/{id}/farm-page: one page of the farms the user sees, by name, with their user and audit counts.
 * `after` is the opaque `next` of the previous page; `q` matches names the way 'Search farms' (farm-ac) does.
 */
export const farmPageQuery = z.object({
  q: z.string().trim().max(100).optional(),
  after: z.string().max(1000).optional(),
  size: z.coerce.number().int().min(1).max(FARM_PAGE_MAX_SIZE).default(FARM_PAGE_SIZE),
});
export type FarmPageQuery = z.input<typeof farmPageQuery>;
export type FarmPageParams = z.output<typeof farmPageQuery>;

export const farmPageSchema = z.object({
  /** every farm matching `q` that the user sees, not only this page's */
  total: z.number(),
  farms: z.array(farmSchema),
  /** the cursor of the next page, or null on the last one */
  next: z.string().nullable(),
});
export type FarmPage = z.infer<typeof farmPageSchema>;

/** GET /company/{id}/farm-points: what the farms map needs of every farm the user sees. */
export const farmPointSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  country: z.string().nullable(),
  stateProvince: z.string().nullable(),
  species: z.string().nullable(),
});
export type FarmPoint = z.infer<typeof farmPointSchema>;
