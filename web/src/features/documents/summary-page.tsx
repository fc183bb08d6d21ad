import { AuditReportPage } from './audit-report-page.tsx';

/** /summary/{surveyId}: the report without the answers (spec 2). */
export function SummaryPage() {
  return <AuditReportPage kind="Summary" />;
}
