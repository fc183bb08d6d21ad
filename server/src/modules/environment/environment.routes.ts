import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@aquarisk/contract/schemas/common.schema';
import { environmentDataSchema, environmentUploadResultSchema } from '@aquarisk/contract/schemas/environment.schema';
import type { AppContext } from '../../app-context.ts';
import * as service from './environment.service.ts';

const tags = ['environment'];

export async function environmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/data',
    {
      schema: {
        tags,
        summary: "Upload an audit's environmental CSV (multipart: surveyExtId, then file); replaces its readings",
        consumes: ['multipart/form-data'],
        response: { 201: environmentUploadResultSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.uploadEnvironment(ctx, req.user, req)),
  );
  r.get(
    '/survey/:id/environment',
    {
      schema: {
        tags,
        summary: 'Environmental series of an audit: statistics and thinned points',
        params: idParams,
        response: { 200: environmentDataSchema },
      },
    },
    (req) => service.surveyEnvironment(ctx, req.user, req.params.id),
  );
}
