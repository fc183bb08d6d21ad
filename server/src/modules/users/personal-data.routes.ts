import type { FastifyInstance } from 'fastify';
import { userEndpoints as users } from '@aquarisk/contract/endpoints/user.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { erasePersonalData, exportPersonalData } from './personal-data.service.ts';

/** Export and erasure of a person's data (issue 24 part 4; docs/security.md, "Personal data"). */
export async function personalDataRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, users.exportPersonalData, async (req, reply) => {
    const data = await exportPersonalData(ctx, req.user, req.params.id, req.params.userId);
    reply
      .header('Content-Disposition', `attachment; filename="aquarisk-personal-data-${req.params.userId}.json"`)
      .header('Cache-Control', 'no-store');
    return data;
  });
  route(app, users.erasePersonalData, (req) => erasePersonalData(ctx, req.user, req.params.id, req.params.userId, req.body.email));
}
