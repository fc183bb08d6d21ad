import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEMPLATE_PDF_FARMS } from '@aquarisk/contract/constants';
import { idParams } from '@aquarisk/contract/schemas/common.schema';
import { errorBodySchema } from '@aquarisk/contract/schemas/error.schema';
import { actionsReportSchema, auditReportSchema } from '@aquarisk/contract/schemas/report.schema';
import type { AppContext } from '../../app-context.ts';
import { PdfRenderRefused } from './render/pdf-renderer.ts';
import * as downloads from './report-download.service.ts';
import * as service from './report.service.ts';

const tags = ['reports'];
/** A PDF download refused for load: this user's share is in flight (429) or every render slot is taken (503). */
const refusals = { 429: errorBodySchema, 503: errorBodySchema };

/** Old clients read filename= only: accents dropped, other letters as underscores. */
const asciiName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * A PDF as an attachment; the name keeps its letters (RFC 6266 filename*), with an ASCII fallback. `download` gets a
 * signal that fires when the client hangs up before the answer is sent, so its render stops and nothing is logged.
 * A download refused for load says when to come back (Retry-After).
 */
async function sendPdf(reply: FastifyReply, download: (clientGone: AbortSignal) => Promise<downloads.PdfFile>) {
  const gone = new AbortController();
  const res = reply.raw;
  // the client may have left already, while the request was being authenticated
  if (res.destroyed || res.socket?.destroyed) gone.abort();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  try {
    const file = await download(gone.signal);
    return await reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(file.fileName, { fallback: asciiName(file.fileName) }))
      .header('Cache-Control', 'private, no-store')
      .send(file.pdf);
  } catch (err) {
    if (err instanceof PdfRenderRefused) reply.header('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}

/** The data of the scored report, summary and actions report, and their PDF downloads (docs/requirements.md#results "PDF documents"). */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/survey/:id/report', { schema: { tags, params: idParams, response: { 200: auditReportSchema } } }, (req) =>
    service.auditReport(ctx, req.user, req.params.id),
  );
  r.get('/survey/:id/actions-report', { schema: { tags, params: idParams, response: { 200: actionsReportSchema } } }, (req) =>
    service.actionsReport(ctx, req.user, req.params.id),
  );
  const pdf = (summary: string) => ({ schema: { tags, summary, params: idParams, response: refusals } });
  r.get('/survey/:id/report.pdf', pdf('The scored report as a PDF file (Aquarisk-<farm>-Report.pdf)'), (req, reply) =>
    sendPdf(reply, (gone) => downloads.reportPdf(ctx, req.user, req.params.id, 'Report', gone)),
  );
  r.get('/survey/:id/summary.pdf', pdf('The summary (no answers) as a PDF file'), (req, reply) =>
    sendPdf(reply, (gone) => downloads.reportPdf(ctx, req.user, req.params.id, 'Summary', gone)),
  );
  r.get('/survey/:id/actions-report.pdf', pdf('The actions report as a PDF file (Letter)'), (req, reply) =>
    sendPdf(reply, (gone) => downloads.actionsReportPdf(ctx, req.user, req.params.id, gone)),
  );
}

/** GET /admin/api/v1/template/{id}.pdf: a blank form of the template; ?farms=4 adds answer lines for farms A to D. */
export async function templatePdfRoutes(admin: FastifyInstance, ctx: AppContext) {
  admin.withTypeProvider<ZodTypeProvider>().get(
    '/template/:id.pdf',
    {
      schema: {
        tags: ['templates'],
        summary: 'A blank, printable form of the template',
        params: idParams,
        querystring: z.object({ farms: z.coerce.number().int().min(1).max(TEMPLATE_PDF_FARMS.length).default(1) }),
        response: refusals,
      },
    },
    (req, reply) => sendPdf(reply, (gone) => downloads.templatePdf(ctx, req.user, req.params.id, req.query.farms, gone)),
  );
}
