import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportEndpoints as reports } from '@aquarisk/contract/endpoints/report.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { PdfRenderRefused } from './render/pdf-renderer.ts';
import * as downloads from './report-download.service.ts';
import * as service from './report.service.ts';

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
  route(app, reports.report, (req) => service.auditReport(ctx, req.user, req.params.id));
  route(app, reports.actionsReport, (req) => service.actionsReport(ctx, req.user, req.params.id));
  route(app, reports.reportPdf, (req, reply) =>
    sendPdf(reply, (gone) => downloads.reportPdf(ctx, req.user, req.params.id, 'Report', gone)),
  );
  route(app, reports.summaryPdf, (req, reply) =>
    sendPdf(reply, (gone) => downloads.reportPdf(ctx, req.user, req.params.id, 'Summary', gone)),
  );
  route(app, reports.actionsReportPdf, (req, reply) =>
    sendPdf(reply, (gone) => downloads.actionsReportPdf(ctx, req.user, req.params.id, gone)),
  );
}

/** GET /admin/api/v1/template/{id}.pdf: a blank form of the template; ?farms=4 adds answer lines for farms A to D. */
export async function templatePdfRoutes(admin: FastifyInstance, ctx: AppContext) {
  route(admin, reports.templatePdf, (req, reply) =>
    sendPdf(reply, (gone) => downloads.templatePdf(ctx, req.user, req.params.id, req.query.farms, gone)),
  );
}
