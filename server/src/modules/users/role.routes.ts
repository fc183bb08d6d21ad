import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles } from '@aquarisk/contract/roles';
import { externalIdSchema } from '@aquarisk/contract/schemas/common.schema';
import { rolesInputSchema } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import { setRoles } from './company-user.service.ts';

const tags = ['roles'];

/**
 * Role updates. docs/requirements.md#decisions-roles puts them under the admin prefix (admins only); a company user may also set roles other
 * than ADMIN, so the same call exists under /api/v1 with that rule enforced in the service.
 */
export async function roleRoutes(app: FastifyInstance, ctx: AppContext, prefix: 'api' | 'admin') {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/company/:id/user/:userId/roles',
    {
      schema: {
        tags,
        params: z.object({ id: externalIdSchema, userId: externalIdSchema }),
        body: rolesInputSchema,
        response: { 200: z.array(z.string()) },
      },
    },
    (req) => setRoles(ctx, req.user, req.params.id, req.params.userId, req.body),
  );
  if (prefix === 'admin') {
    r.get('/roles', { schema: { tags, response: { 200: z.array(z.string()) } } }, () => [...roles]);
  }
}
