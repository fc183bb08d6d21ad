import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalIdSchema, idParams } from '@aquarisk/contract/schemas/common.schema';
import { detailsQuery } from '@aquarisk/contract/schemas/company.schema';
import { farmLocationSchema, farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { farmPageQuery, farmPageSchema, farmPointSchema } from '@aquarisk/contract/schemas/farm-page.schema';
import { farmInputSchema } from '@aquarisk/contract/schemas/farm-input.schema';
import { autocompleteSchema } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import * as service from './farm.service.ts';
import { farmPage, farmPoints } from './farm-page.service.ts';

const tags = ['farms'];
export const farmParams = z.object({ id: externalIdSchema, farmId: externalIdSchema });

export async function farmRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/company/:id/farm',
    { schema: { tags, params: idParams, querystring: detailsQuery, response: { 200: z.array(farmSchema) } } },
    (req) => service.listFarms(ctx, req.user, req.params.id, req.query.details ?? false),
  );
  r.get(
    '/company/:id/farm-page',
    {
      schema: {
        tags,
        summary: 'One page of the visible farms by name, with counts (keyset: pass `next` as `after`)',
        params: idParams,
        querystring: farmPageQuery,
        response: { 200: farmPageSchema },
      },
    },
    (req) => farmPage(ctx, req.user, req.params.id, req.query),
  );
  r.get(
    '/company/:id/farm-points',
    {
      schema: { tags, summary: 'Every visible farm, light, for the map', params: idParams, response: { 200: z.array(farmPointSchema) } },
    },
    (req) => farmPoints(ctx, req.user, req.params.id),
  );
  r.post(
    '/company/:id/farm-ac',
    { schema: { tags, params: idParams, body: autocompleteSchema, response: { 200: z.array(farmSchema) } } },
    (req) => service.searchFarms(ctx, req.user, req.params.id, req.body.name),
  );
  r.get('/company/:id/farm/locations', { schema: { tags, params: idParams, response: { 200: z.array(farmLocationSchema) } } }, (req) =>
    service.farmLocations(ctx, req.user, req.params.id),
  );
  r.post(
    '/company/:id/farm',
    { schema: { tags, params: idParams, body: farmInputSchema, response: { 201: farmSchema } } },
    async (req, reply) => reply.status(201).send(await service.createFarm(ctx, req.user, req.params.id, req.body)),
  );
  r.get('/company/:id/farm/:farmId', { schema: { tags, params: farmParams, response: { 200: farmSchema } } }, (req) =>
    service.getFarm(ctx, req.user, req.params.id, req.params.farmId),
  );
  r.put(
    '/company/:id/farm/:farmId',
    { schema: { tags, params: farmParams, body: farmInputSchema, response: { 200: farmSchema } } },
    (req) => service.updateFarm(ctx, req.user, req.params.id, req.params.farmId, req.body),
  );
  r.delete(
    '/company/:id/farm/:farmId',
    { schema: { tags, params: farmParams, response: { 204: z.undefined().describe('Deleted') } } },
    async (req, reply) => {
      await service.deleteFarm(ctx, req.user, req.params.id, req.params.farmId);
      return reply.status(204).send();
    },
  );
}
