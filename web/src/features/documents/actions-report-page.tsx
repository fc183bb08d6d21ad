import { useMemo } from 'react';
import { useParams } from 'react-router';
import { screenMessages } from '@aquarisk/contract/messages';
import { ActionsReportDocument } from '@aquarisk/reports/actions-report-document';
import { actionsReportFileName } from '@aquarisk/reports/file-names';
import { PdfView } from '../../components/pdf/pdf-view.tsx';
import { renderPdf } from '../../components/pdf/render-pdf.ts';
import { useActionsReportQuery } from './api/actions-report.api.ts';
import { DocumentError } from '../../components/pdf/document-error.tsx';

/** /actions-report/{surveyExtId}: the audit's actions, grouped by section, on Letter paper (docs/requirements.md#results). */
export function ActionsReportPage() {
  const { surveyExtId = '' } = useParams();
  const query = useActionsReportQuery(surveyExtId);
  const report = query.data;
  const load = useMemo(() => (report ? () => renderPdf(<ActionsReportDocument report={report} />) : null), [report]);
  if (query.isError) return <DocumentError message={screenMessages.loadActions} />;
  return (
    <PdfView
      title={report ? `Actions report: ${report.farmName}` : 'Actions report'}
      fileName={report ? actionsReportFileName(report.farmName) : ''}
      load={load}
    />
  );
}
