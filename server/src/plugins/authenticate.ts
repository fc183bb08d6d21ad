import type { FastifyRequest } from 'fastify';
import { serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../lib/app-error.ts';
import '../lib/request-user.ts';
import { signedInUser } from '../modules/users/index.ts';

/** onRequest hook: a valid bearer token of an existing user, whose roles are read fresh on every request. */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const sub = token ? await ctx.signer.verify(token) : null;
    if (!sub) throw new AppError('UNAUTHORIZED', serverMessages.unauthorized);
    const user = await signedInUser(ctx.database.db, sub);
    if (!user) throw new AppError('UNAUTHORIZED', serverMessages.unauthorized);
    request.user = user;
  };
}
