import { move } from 'piscina';
import { renderActionsReportPdf, renderReportPdf, renderTemplateFormPdf } from '@aquarisk/reports/render-node';
import type { PdfRenderTask } from './pdf-render-task.ts';

function render(task: PdfRenderTask): Promise<Buffer> {
  switch (task.document) {
    case 'report':
      return renderReportPdf(task.report, task.kind);
    case 'actions':
      return renderActionsReportPdf(task.report);
    case 'template':
      return renderTemplateFormPdf(task.template, task.farms);
  }
}

/**
 * A render worker thread's task (piscina): lays out one PDF and hands its bytes back without a copy. Runs off the
 * request thread, so seconds of layout never delay another request.
 */
export default async function renderPdf(task: PdfRenderTask) {
  const pdf = await render(task);
  return move(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
