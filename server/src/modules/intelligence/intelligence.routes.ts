import type { FastifyInstance } from 'fastify';
import { intelligenceEndpoints as iq } from '@aquarisk/contract/endpoints/intelligence.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './intelligence.service.ts';

/** The intelligence map's calls (docs/requirements.md#results-7); every figure is aggregated in SQL over the stored scores. */
export async function intelligenceRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, iq.farms, (req) => service.companyMapItems(ctx, req.user, req.params.id, req.query.scored ?? false));
  route(app, iq.farmColumns, async (req, reply) => {
    const { etag, body } = await service.companyMapColumns(
      ctx,
      req.user,
      req.params.id,
      req.query.scored ?? false,
      req.headers['if-none-match'],
    );
    // Stored by the browser and asked again each time (no-cache): an unchanged map comes back as 304, no body.
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    return body ?? reply.code(304).send();
  });
  route(app, iq.risk, (req) => service.riskSummary(ctx, req.user, req.params.id, req.query.section));
  route(app, iq.countries, (req) => service.countries(ctx, req.user, req.params.id, req.query.scored ?? false));
  route(app, iq.countryFarmCounts, (req) => service.countryFarmCounts(ctx, req.user, req.params.id));
}
