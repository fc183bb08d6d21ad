import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalIdSchema } from '@aquarisk/contract/schemas/common.schema';
import { eraseUserInputSchema, erasureResultSchema, personalDataExportSchema } from '@aquarisk/contract/schemas/personal-data.schema';
import type { AppContext } from '../../app-context.ts';
import { erasePersonalData, exportPersonalData } from './personal-data.service.ts';

const tags = ['personal data'];
const params = z.object({ id: externalIdSchema, userId: externalIdSchema });

/** Export and erasure of a person's data (issue 24 part 4; docs/security.md, "Personal data"). */
export async function personalDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/company/:id/user/:userId/personal-data',
    {
      schema: {
        tags,
        summary: 'Everything held on the user, as a JSON file (admins; company admins for people only in their company)',
        params,
        response: { 200: personalDataExportSchema },
      },
    },
    async (req, reply) => {
      const data = await exportPersonalData(ctx, req.user, req.params.id, req.params.userId);
      return reply
        .header('Content-Disposition', `attachment; filename="aquarisk-personal-data-${req.params.userId}.json"`)
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );
  r.post(
    '/company/:id/user/:userId/erase',
    {
      schema: {
        tags,
        summary: 'Anonymises the user for good and removes their sign-in; the body repeats their e-mail to confirm',
        params,
        body: eraseUserInputSchema,
        response: { 200: erasureResultSchema },
      },
    },
    (req) => erasePersonalData(ctx, req.user, req.params.id, req.params.userId, req.body.email),
  );
}
