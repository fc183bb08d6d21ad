import { z } from 'zod';
import { TEMPLATE_PDF_FARMS } from '../constants.ts';
import { idParams } from '../schemas/common.schema.ts';
import { actionsReportSchema, auditReportSchema } from '../schemas/report.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['reports'];
const signedIn = { base: 'api', auth: 'signedIn' } as const;
/**
 * A PDF file: refused for load when this user's share of renders is in flight (429) or every render slot is taken
 * (503), both with Retry-After.
 */
const pdf = { success: { status: 200 }, produces: ['application/pdf'], moreErrors: [429, 503] } as const;

/** GET /template/{id}.pdf?farms: answer lines for farms A to D (1 to 4), one by default. */
export const templatePdfQuery = z.object({ farms: z.coerce.number().int().min(1).max(TEMPLATE_PDF_FARMS.length).default(1) });

/** The data of the scored report, summary and actions report, and their PDF files (docs/requirements.md#results "PDF documents"). */
export const reportEndpoints = {
  report: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/report',
    access: 'member',
    tokens: 'read',
    summary: "The scored report's data: sections, steps and answers (409 until the audit is scored)",
    tags,
    params: idParams,
    success: { status: 200, schema: auditReportSchema },
  }),
  actionsReport: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/actions-report',
    access: 'member',
    tokens: 'read',
    summary: "The actions report's data: every action of the audit with its section",
    tags,
    params: idParams,
    success: { status: 200, schema: actionsReportSchema },
  }),
  reportPdf: endpoint({
    ...signedIn,
    ...pdf,
    method: 'GET',
    path: '/survey/:id/report.pdf',
    access: 'member',
    tokens: 'read',
    summary: 'The scored report as a PDF file (Aquarisk-<farm>-Report.pdf)',
    tags,
    params: idParams,
  }),
  summaryPdf: endpoint({
    ...signedIn,
    ...pdf,
    method: 'GET',
    path: '/survey/:id/summary.pdf',
    access: 'member',
    tokens: 'read',
    summary: 'The summary (no answers) as a PDF file',
    tags,
    params: idParams,
  }),
  actionsReportPdf: endpoint({
    ...signedIn,
    ...pdf,
    method: 'GET',
    path: '/survey/:id/actions-report.pdf',
    access: 'member',
    tokens: 'read',
    summary: 'The actions report as a PDF file (Letter)',
    tags,
    params: idParams,
  }),
  templatePdf: endpoint({
    ...pdf,
    base: 'admin',
    auth: 'signedIn',
    method: 'GET',
    path: '/template/:id.pdf',
    access: 'manageTemplates',
    tokens: 'read',
    summary: 'A blank, printable form of the template',
    tags: ['templates'],
    params: idParams,
    query: templatePdfQuery,
  }),
};
