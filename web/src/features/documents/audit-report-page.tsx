import { useMemo } from 'react';
import { useParams } from 'react-router';
import { screenMessages } from '@aquarisk/contract/messages';
import { reportFileName } from '@aquarisk/reports/file-names';
import { ReportDocument } from '@aquarisk/reports/report-document';
import { PdfView } from '../../components/pdf/pdf-view.tsx';
import { useAuditReportQuery } from './api/audit-report.api.ts';
import { DocumentError } from '../../components/pdf/document-error.tsx';
import { DocumentNotScored } from './document-not-scored.tsx';

/** The scored report or the summary of one audit, drawn in the browser (docs/requirements.md#results "PDF documents"). */
export function AuditReportPage({ kind }: { kind: 'Report' | 'Summary' }) {
  const { surveyId = '' } = useParams();
  const query = useAuditReportQuery(surveyId);
  const report = query.data;
  const document = useMemo(() => (report ? <ReportDocument report={report} kind={kind} /> : null), [report, kind]);
  if (query.isError) return <DocumentError message={screenMessages.loadAuditReport} />;
  if (report === null) return <DocumentNotScored />;
  const title = report ? `${kind === 'Report' ? 'Audit report' : 'Audit summary'}: ${report.farmName}` : 'Audit report';
  return <PdfView title={title} fileName={report ? reportFileName(report.farmName, kind) : ''} document={document} />;
}
