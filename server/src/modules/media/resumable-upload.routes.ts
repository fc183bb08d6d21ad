import type { FastifyInstance } from 'fastify';
import { mediaEndpoints as media } from '@aquarisk/contract/endpoints/media.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { createResumableUploads, type ResumableUploads } from './resumable-upload.service.ts';

/**
 * The tus routes: in their own scope, where no body is parsed (the tus server reads the request stream itself).
 * Returns the uploads, so a test can run the expiry cleanup.
 */
export async function resumableUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<ResumableUploads> {
  const uploads = createResumableUploads(ctx);
  uploads.startCleanup();
  app.addHook('onClose', async () => uploads.stop());
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    route(scope, media.uploadStart, (req, reply) => uploads.start(req.user, req, reply, req.params.id, req.params.category));
    route(scope, media.uploadOffset, (req, reply) =>
      uploads.resume(req.user, req, reply, req.params.id, req.params.category, req.params.uploadId),
    );
    route(scope, media.uploadPart, (req, reply) =>
      uploads.resume(req.user, req, reply, req.params.id, req.params.category, req.params.uploadId),
    );
    route(scope, media.uploadCancel, (req, reply) =>
      uploads.resume(req.user, req, reply, req.params.id, req.params.category, req.params.uploadId),
    );
  });
  return uploads;
}
