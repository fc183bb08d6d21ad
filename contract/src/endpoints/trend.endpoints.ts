import { z } from 'zod';
import { externalIdSchema } from '../schemas/common.schema.ts';
import { farmTrendSchema } from '../schemas/trend.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['history'];
const signedIn = { base: 'api', auth: 'signedIn' } as const;
const summary =
  "scores (overall and per section), the priced measurements with the limits that apply, and the environmental series (thinned to at most 300 points each) over the farm's scored audits the caller sees, older first";

/**
 * A farm's trend (issue 26 item 5): from the farm page by the farm's ids, and from an audit's results by the audit's
 * id (the trend of its farm). Either is checked as the farm or the audit is (404 when not visible).
 */
export const trendEndpoints = {
  farm: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm/:farmId/trend',
    access: 'member',
    tokens: 'read',
    summary: `A farm's trend: ${summary}`,
    tags,
    params: z.object({ id: externalIdSchema, farmId: externalIdSchema }),
    success: { status: 200, schema: farmTrendSchema },
  }),
  survey: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/trend',
    access: 'member',
    tokens: 'read',
    summary: `The trend of an audit's farm: ${summary}`,
    tags,
    params: z.object({ id: externalIdSchema }),
    success: { status: 200, schema: farmTrendSchema },
  }),
};
