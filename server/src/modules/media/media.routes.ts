import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalIdSchema, idParams } from '@aquarisk/contract/schemas/common.schema';
import { mediaItemSchema, mediaListSchema, mediaParams } from '@aquarisk/contract/schemas/media.schema';
import type { AppContext } from '../../app-context.ts';
import * as service from './media.service.ts';

const tags = ['media'];
/** `?latestOnly`, `?latestOnly=true`: present and not 'false'. */
const listQuery = z.object({ latestOnly: z.string().max(10).optional() });
const latest = (q: { latestOnly?: string | undefined }) => q.latestOnly !== undefined && q.latestOnly !== 'false';

export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/survey/:id/media/category/:category',
    {
      schema: {
        tags,
        summary: 'Upload footage (mp4) or a map image (PNG, JPEG) to an audit, streamed (multipart: name, file)',
        params: mediaParams,
        consumes: ['multipart/form-data'],
        response: { 201: mediaItemSchema },
      },
    },
    async (req, reply) => {
      const item = await service.uploadMedia(ctx, req.user, req, req.params.id, req.params.category);
      return reply.status(201).send(item);
    },
  );
  r.get(
    '/survey/:id/media/category/:category',
    { schema: { tags, params: mediaParams, querystring: listQuery, response: { 200: mediaListSchema } } },
    (req) => service.listMedia(ctx, req.user, req.params.id, req.params.category, latest(req.query)),
  );
  r.get('/survey/:id/media', { schema: { tags, params: idParams, querystring: listQuery, response: { 200: mediaListSchema } } }, (req) =>
    service.listMedia(ctx, req.user, req.params.id, undefined, latest(req.query)),
  );
  r.delete(
    '/survey/:id/media/:mediaId',
    {
      schema: {
        tags,
        params: idParams.extend({ mediaId: externalIdSchema }),
        response: { 204: z.undefined().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await service.deleteMedia(ctx, req.user, req.params.id, req.params.mediaId);
      return reply.status(204).send();
    },
  );
}
