import type { ActionsReport, AuditReport } from '@aquarisk/contract/schemas/report.schema';
import type { TemplateForm } from '@aquarisk/reports/template-form';

/** What a render worker is asked to lay out: plain data, copied to the worker thread (structured clone). */
export type PdfRenderTask =
  | { document: 'report'; report: AuditReport; kind: 'Report' | 'Summary' }
  /** `today`: the UTC day of the app's clock that decides which open actions print as OVERDUE; part of the cache key. */
  | { document: 'actions'; report: ActionsReport; today: string }
  | { document: 'template'; template: TemplateForm; farms: number };
