import type { FastifyInstance } from 'fastify';
import { mediaEndpoints as media } from '@aquarisk/contract/endpoints/media.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './media.service.ts';

/** `?latestOnly`, `?latestOnly=true`: present and not 'false'. */
const latest = (q: { latestOnly?: string | undefined }) => q.latestOnly !== undefined && q.latestOnly !== 'false';

export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, media.upload, (req) => service.uploadMedia(ctx, req.user, req, req.params.id, req.params.category));
  route(app, media.listCategory, (req) => service.listMedia(ctx, req.user, req.params.id, req.params.category, latest(req.query)));
  route(app, media.list, (req) => service.listMedia(ctx, req.user, req.params.id, undefined, latest(req.query)));
  route(app, media.delete, (req) => service.deleteMedia(ctx, req.user, req.params.id, req.params.mediaId));
}
