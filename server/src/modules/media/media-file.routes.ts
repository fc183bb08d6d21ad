import type { FastifyInstance } from 'fastify';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { openMediaFile } from './media-file.service.ts';

/** The signed file URL of a media item (`downloadUri`): public, time-limited, HTTP Range for seeking. */
export async function mediaFileRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, mediaEndpoints.file, async (req, reply) => {
    const file = await openMediaFile(ctx, req.params.token, req.headers.range);
    reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, max-age=300');
    if (file.kind === 'unsatisfiable') {
      return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
    }
    reply
      .header('Content-Type', file.contentType)
      .header(
        'Content-Disposition',
        `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
    if (!file.range) return reply.header('Content-Length', file.size).send(file.body);
    const { start, end } = file.range;
    return reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${file.size}`)
      .header('Content-Length', end - start + 1)
      .send(file.body);
  });
}
