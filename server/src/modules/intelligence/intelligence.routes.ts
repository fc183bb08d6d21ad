import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@aquarisk/contract/schemas/common.schema';
import {
  countriesSchema,
  countryFarmCountsSchema,
  farmMapItemsSchema,
  iqCompanyQuerySchema,
  iqCountriesQuerySchema,
  iqRiskQuerySchema,
  riskSummarySchema,
} from '@aquarisk/contract/schemas/intelligence.schema';
import type { AppContext } from '../../app-context.ts';
import * as service from './intelligence.service.ts';

const tags = ['intelligence'];

/** The intelligence map's calls (docs/requirements.md#results-7); every figure is aggregated in SQL over the stored scores. */
export async function intelligenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/iq/company/:id',
    {
      schema: {
        tags,
        summary: "Company farms with their latest scored audit's figures",
        params: idParams,
        querystring: iqCompanyQuerySchema,
        response: { 200: farmMapItemsSchema },
      },
    },
    (req) => service.companyMapItems(ctx, req.user, req.params.id, req.query.scored ?? false),
  );
  r.get(
    '/iq/company/:id/risk',
    {
      schema: {
        tags,
        summary: 'Farms per risk level (of one section when named)',
        params: idParams,
        querystring: iqRiskQuerySchema,
        response: { 200: riskSummarySchema },
      },
    },
    (req) => service.riskSummary(ctx, req.user, req.params.id, req.query.section),
  );
  r.get(
    '/iq/my/company/:id/countries',
    {
      schema: {
        tags,
        summary: 'Country data of the visible farms',
        params: idParams,
        querystring: iqCountriesQuerySchema,
        response: { 200: countriesSchema },
      },
    },
    (req) => service.countries(ctx, req.user, req.params.id, req.query.scored ?? false),
  );
  r.get(
    '/iq/my/company/:id/countries/farm/count',
    { schema: { tags, summary: 'Countries with their farm counts', params: idParams, response: { 200: countryFarmCountsSchema } } },
    (req) => service.countryFarmCounts(ctx, req.user, req.params.id),
  );
}
