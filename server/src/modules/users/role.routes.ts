import type { FastifyInstance } from 'fastify';
import { userEndpoints as users } from '@aquarisk/contract/endpoints/user.endpoints';
import { roles } from '@aquarisk/contract/roles';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { setRoles } from './company-user.service.ts';

/**
 * Role updates. docs/requirements.md#decisions-roles puts them under the admin prefix (admins only); a company user may also set roles other
 * than ADMIN, so the same call exists under /api/v1 with that rule enforced in the service.
 */
export async function roleRoutes(app: FastifyInstance, ctx: AppContext, prefix: 'api' | 'admin') {
  route(app, prefix === 'admin' ? users.adminSetRoles : users.setRoles, (req) =>
    setRoles(ctx, req.user, req.params.id, req.params.userId, req.body),
  );
  if (prefix === 'admin') route(app, users.roles, () => [...roles]);
}
