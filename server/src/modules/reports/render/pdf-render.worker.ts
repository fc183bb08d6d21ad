import { isMarkedAsUntransferable } from 'node:worker_threads';
import { move } from 'piscina';
import { renderActionsReportPdf, renderReportPdf, renderTemplateFormPdf } from '@aquarisk/reports/render-node';
import type { PdfRenderTask } from '../../../app-services.ts';

function render(task: PdfRenderTask): Promise<Buffer> {
  switch (task.document) {
    case 'report':
      return renderReportPdf(task.report, task.kind);
    case 'actions':
      return renderActionsReportPdf(task.report, task.today);
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
  // A buffer from Node's shared pool (a small or concatenated one on Node 24) cannot be transferred: copy it first.
  const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && !isMarkedAsUntransferable(pdf.buffer);
  return move(whole ? new Uint8Array(pdf.buffer) : Uint8Array.from(pdf));
}
