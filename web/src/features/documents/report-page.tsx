import { AuditReportPage } from './audit-report-page.tsx';

/** /report/{surveyId}: the scored report, with the answers (docs/requirements.md#results). */
export function ReportPage() {
  return <AuditReportPage kind="Report" />;
}
