import { utcDay } from '@aquarisk/contract/action-due';
import { actionsReportFileName, reportFileName, templateFormFileName } from '@aquarisk/reports/file-names';
import type { AppContext } from '../../app-context.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { recordCompanyActivity } from '../activity-log/index.ts';
import { getTemplate, logTemplateDownload, toTemplate } from '../templates/index.ts';
import { actionsReport, auditReport } from './report.service.ts';
import { visibleAudit } from '../access/index.ts';

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/** The download of an audit's document, logged as one DOWNLOAD entry naming the file. */
async function logSurveyDownload(ctx: AppContext, user: AuthUser, surveyExtId: string, fileName: string) {
  const row = await visibleAudit(ctx, user, surveyExtId);
  await recordCompanyActivity(ctx.database.db, row.companyId, {
    actor: actorOf(user),
    method: 'DOWNLOAD',
    target: 'SURVEY',
    targetName: row.name,
    targetExtId: row.externalId,
    changes: { document: [null, fileName] },
  });
}

/**
 * Every download runs in a render slot (render/pdf-renderer.ts): refused with 503 or 429 before any work when the
 * limits are reached, laid out on a worker thread, and cancelled — never logged — when `signal` says the client left.
 */

/** GET /survey/{id}/report.pdf and /summary.pdf: the same document the browser renders at /report and /summary. */
export function reportPdf(ctx: AppContext, user: AuthUser, surveyExtId: string, kind: 'Report' | 'Summary', signal: AbortSignal) {
  return ctx.pdfRenderer.withSlot(user.id, signal, async (render): Promise<PdfFile> => {
    const report = await auditReport(ctx, user, surveyExtId);
    const pdf = await render({ document: 'report', report, kind });
    const fileName = reportFileName(report.farmName, kind);
    await logSurveyDownload(ctx, user, surveyExtId, fileName);
    return { fileName, pdf };
  });
}

/** GET /survey/{id}/actions-report.pdf. */
export function actionsReportPdf(ctx: AppContext, user: AuthUser, surveyExtId: string, signal: AbortSignal) {
  return ctx.pdfRenderer.withSlot(user.id, signal, async (render): Promise<PdfFile> => {
    const report = await actionsReport(ctx, user, surveyExtId);
    const pdf = await render({ document: 'actions', report, today: utcDay(ctx.clock.now()) });
    const fileName = actionsReportFileName(report.farmName);
    await logSurveyDownload(ctx, user, surveyExtId, fileName);
    return { fileName, pdf };
  });
}

/** GET /admin/api/v1/template/{id}.pdf?farms=4: the blank form, for one farm or farms A to D. */
export function templatePdf(ctx: AppContext, user: AuthUser, templateExtId: string, farms: number, signal: AbortSignal) {
  return ctx.pdfRenderer.withSlot(user.id, signal, async (render): Promise<PdfFile> => {
    const row = await getTemplate(ctx, templateExtId);
    const template = toTemplate(row);
    const pdf = await render({ document: 'template', template, farms });
    const fileName = templateFormFileName(template.name, farms);
    await logTemplateDownload(ctx, user, row, fileName);
    return { fileName, pdf };
  });
}
