import type { ActionsReport, AuditReport } from '@aquarisk/contract/schemas/report.schema';
import type { TemplateForm } from '@aquarisk/reports/template-form';

/** What a render worker is asked to lay out: plain data, copied to the worker thread (structured clone). */
export type PdfRenderTask =
  | { document: 'report'; report: AuditReport; kind: 'Report' | 'Summary' }
  | { document: 'actions'; report: ActionsReport }
  | { document: 'template'; template: TemplateForm; farms: number };
