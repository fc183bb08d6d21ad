import { AuditReportPage } from './audit-report-page.tsx';

/** /summary/{surveyId}: the report without the answers (docs/requirements.md#results). */
export function SummaryPage() {
  return <AuditReportPage kind="Summary" />;
}
