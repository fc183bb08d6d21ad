import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { portfolioEndpoints as portfolio } from '@aquarisk/contract/endpoints/portfolio.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { portfolioCsv } from './portfolio-csv.ts';
import { portfolio as portfolioOfScope, portfolioFarms } from './portfolio.service.ts';

async function sendCsv(ctx: AppContext, user: AuthUser, companyExtId: string | null, reply: FastifyReply) {
  const farms = await portfolioFarms(ctx, user, companyExtId);
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="aquarisk-portfolio-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(portfolioCsv(farms)));
}

/** A company's portfolio (issue 26 item 6), as figures and as CSV. */
export async function portfolioRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, portfolio.company, (req) => portfolioOfScope(ctx, req.user, req.params.id));
  route(app, portfolio.companyCsv, (req, reply) => sendCsv(ctx, req.user, req.params.id, reply));
}

/** Every company's portfolio, under the admin prefix (platform admins only). */
export async function portfolioAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, portfolio.all, (req) => portfolioOfScope(ctx, req.user, null));
  route(app, portfolio.allCsv, (req, reply) => sendCsv(ctx, req.user, null, reply));
}
