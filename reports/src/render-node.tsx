import { createRequire } from 'node:module';
import { renderToBuffer } from '@react-pdf/renderer';
import type { ActionsReport, AuditReport } from '@aquarisk/contract/schemas/report.schema';
import { ActionsReportDocument } from './actions-report-document.tsx';
import { FONT_FILES, registerFonts } from './fonts.ts';
import { ReportDocument } from './report-document.tsx';
import type { TemplateForm } from './template-form.ts';
import { TemplateFormDocument } from './template-form-document.tsx';

/** Rendering in Node (server downloads, tests, bench): the same documents, fonts read from the installed package. */
const require = createRequire(import.meta.url);

function fonts() {
  registerFonts({
    regular: require.resolve(FONT_FILES.regular),
    bold: require.resolve(FONT_FILES.bold),
    italic: require.resolve(FONT_FILES.italic),
  });
}

export function renderReportPdf(report: AuditReport, kind: 'Report' | 'Summary'): Promise<Buffer> {
  fonts();
  return renderToBuffer(<ReportDocument report={report} kind={kind} />);
}

/** `today` (YYYY-MM-DD, UTC) decides which open actions read as overdue; default: the current UTC day. */
export function renderActionsReportPdf(report: ActionsReport, today?: string): Promise<Buffer> {
  fonts();
  return renderToBuffer(<ActionsReportDocument report={report} today={today} />);
}

export function renderTemplateFormPdf(template: TemplateForm, farms: number): Promise<Buffer> {
  fonts();
  return renderToBuffer(<TemplateFormDocument template={template} farms={farms} />);
}
