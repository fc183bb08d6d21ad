import { refusalMessages } from '@aquarisk/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toTemplate } from './template.mapper.ts';
import { idParams } from '@aquarisk/contract/schemas/common.schema';
import { templateResponseSchema } from '@aquarisk/contract/template/template-response.schema';
import { templateSummarySchema } from '@aquarisk/contract/schemas/template-summary.schema';
import { templateFileName } from '@aquarisk/contract/template/template-file-name';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { readSmallMultipart } from '../../lib/multipart-fields.ts';
import * as service from './template.service.ts';

const tags = ['templates'];
const TEMPLATE_FILE_MAX_BYTES = 5 * 1024 * 1024;
const saveBody = z.object({
  name: z.string().trim().min(1, { error: 'Template name is required' }).max(255),
  template: z.unknown(),
  saveAsNew: z.boolean().optional(),
});

export async function templateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/template', { schema: { tags, response: { 200: z.array(templateSummarySchema) } } }, () => service.listTemplates(ctx));

  r.post(
    '/template',
    {
      schema: {
        tags,
        summary: 'Create a template from a .json or .csv file (multipart: name, file)',
        consumes: ['multipart/form-data'],
        response: { 201: templateResponseSchema },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readSmallMultipart(req, TEMPLATE_FILE_MAX_BYTES);
      const name = (fields['name'] ?? '').trim();
      if (!name) throw new AppError('VALIDATION', refusalMessages.templateNameRequired, { name: refusalMessages.templateNameRequired });
      if (!file || file.content.length === 0)
        throw new AppError('VALIDATION', refusalMessages.templateFileRequired, { file: refusalMessages.templateFileRequired });
      const row = await service.createFromFile(ctx, req.user, name, file.fileName, file.content.toString('utf8'));
      return reply.status(201).send(toTemplate(row));
    },
  );

  r.get('/template/:id', { schema: { tags, params: idParams, response: { 200: templateResponseSchema } } }, async (req) =>
    toTemplate(await service.getTemplate(ctx, req.params.id)),
  );

  r.post(
    '/template/:id',
    {
      schema: {
        tags,
        summary: "Save a template, or 'Save as new' under a new file name",
        params: idParams,
        body: saveBody,
        response: { 200: templateResponseSchema, 201: templateResponseSchema },
      },
    },
    async (req, reply) => {
      const row = await service.saveTemplate(ctx, req.user, req.params.id, req.body);
      return reply.status(req.body.saveAsNew ? 201 : 200).send(toTemplate(row));
    },
  );

  r.get(
    '/template/:id/download',
    { schema: { tags, summary: 'The template as a JSON file named after it', params: idParams } },
    async (req, reply) => {
      const row = await service.downloadTemplate(ctx, req.user, req.params.id);
      const { id: _id, creationDate: _c, updatedAt: _u, ...body } = toTemplate(row);
      const fileName = templateFileName(row.name, 'json');
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(JSON.stringify(body, null, 2));
    },
  );

  r.get(
    '/template/:id.csv',
    {
      schema: {
        tags,
        summary: 'The template as a CSV file (docs/formats/template-csv.md) that uploads again as the same template',
        params: idParams,
      },
    },
    async (req, reply) => {
      const { fileName, csv } = await service.exportTemplateCsv(ctx, req.user, req.params.id);
      // A byte-order mark so spreadsheet programs read UTF-8; Create Template skips it.
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );
}
