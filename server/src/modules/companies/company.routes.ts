import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyInputSchema, companySchema, detailsQuery } from '@aquarisk/contract/schemas/company.schema';
import { idParams } from '@aquarisk/contract/schemas/common.schema';
import type { AppContext } from '../../app-context.ts';
import * as service from './company.service.ts';

const tags = ['companies'];

export async function companyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/company', { schema: { tags, querystring: detailsQuery, response: { 200: z.array(companySchema) } } }, (req) =>
    service.listCompanies(ctx, req.user, req.query.details ?? false),
  );
  r.post('/company', { schema: { tags, body: companyInputSchema, response: { 201: companySchema } } }, async (req, reply) =>
    reply.status(201).send(await service.createCompany(ctx, req.user, req.body)),
  );
  r.get('/company/:id', { schema: { tags, params: idParams, querystring: detailsQuery, response: { 200: companySchema } } }, (req) =>
    service.getCompany(ctx, req.user, req.params.id, req.query.details ?? false),
  );
  r.put('/company/:id', { schema: { tags, params: idParams, body: companyInputSchema, response: { 200: companySchema } } }, (req) =>
    service.updateCompany(ctx, req.user, req.params.id, req.body),
  );
  r.delete(
    '/company/:id',
    { schema: { tags, params: idParams, response: { 204: z.undefined().describe('Deleted') } } },
    async (req, reply) => {
      await service.deleteCompany(ctx, req.user, req.params.id);
      return reply.status(204).send();
    },
  );
}
