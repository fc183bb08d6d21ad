import { AuditReportPage } from './audit-report-page.tsx';

/** /report/{surveyId}: the scored report, with the answers (spec 2). */
export function ReportPage() {
  return <AuditReportPage kind="Report" />;
}
