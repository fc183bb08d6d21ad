import { refusalMessages } from '@aquarisk/contract/messages';
import type { FastifyInstance } from 'fastify';
import { templateEndpoints as templates } from '@aquarisk/contract/endpoints/template.endpoints';
import { templateFileName } from '@aquarisk/contract/template/template-file-name';
import { toTemplate } from './template.mapper.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import { readSmallMultipart } from '../../lib/multipart-fields.ts';
import * as service from './template.service.ts';

const TEMPLATE_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The file's text; bytes that are not UTF-8 are refused, never replaced by U+FFFD (issue 37 item 24). */
function utf8Text(bytes: Buffer) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('VALIDATION', refusalMessages.templateFileNotUtf8, { file: refusalMessages.templateFileNotUtf8 });
  }
}

export async function templateRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, templates.list, () => service.listTemplates(ctx));

  route(app, templates.create, async (req) => {
    const { fields, file } = await readSmallMultipart(req, TEMPLATE_FILE_MAX_BYTES);
    const name = (fields['name'] ?? '').trim();
    if (!name) throw new AppError('VALIDATION', refusalMessages.templateNameRequired, { name: refusalMessages.templateNameRequired });
    if (!file || file.content.length === 0)
      throw new AppError('VALIDATION', refusalMessages.templateFileRequired, { file: refusalMessages.templateFileRequired });
    const row = await service.createFromFile(ctx, req.user, name, file.fileName, utf8Text(file.content));
    return toTemplate(row);
  });

  route(app, templates.get, async (req) => toTemplate(await service.getTemplate(ctx, req.params.id)));

  route(app, templates.save, async (req, reply) => {
    const row = await service.saveTemplate(ctx, req.user, req.params.id, req.body);
    if (req.body.saveAsNew) reply.status(201);
    return toTemplate(row);
  });

  route(app, templates.download, async (req, reply) => {
    const row = await service.downloadTemplate(ctx, req.user, req.params.id);
    const { id: _id, creationDate: _c, updatedAt: _u, ...body } = toTemplate(row);
    const fileName = templateFileName(row.name, 'json');
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(JSON.stringify(body, null, 2));
  });

  route(app, templates.csv, async (req, reply) => {
    const { fileName, csv } = await service.exportTemplateCsv(ctx, req.user, req.params.id);
    // A byte-order mark so spreadsheet programs read UTF-8; Create Template skips it.
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(`\uFEFF${csv}`);
  });
}
