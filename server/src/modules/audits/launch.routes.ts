import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { launchAudit } from './launch.service.ts';

export async function launchRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, auditEndpoints.launch, (req) => launchAudit(ctx, req.user, req.params.id, req.body));
}
