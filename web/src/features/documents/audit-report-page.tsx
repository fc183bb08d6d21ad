import { useCallback } from 'react';
import { useParams } from 'react-router';
import { screenMessages } from '@aquarisk/contract/messages';
import { reportFileName } from '@aquarisk/reports/file-names';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { PdfView } from '../../components/pdf/pdf-view.tsx';
import { fetchAuditPdf, useAuditReportQuery } from './api/audit-report.api.ts';
import { DocumentError } from '../../components/pdf/document-error.tsx';
import { DocumentNotScored } from './document-not-scored.tsx';

/** The server's file could not be had: not scored yet (409, a state) or the spec's message. */
const reportError = (error: unknown) =>
  hasErrorCode(error, 'CONFLICT') ? <DocumentNotScored /> : <DocumentError message={screenMessages.loadAuditReport} />;

/**
 * The scored report or the summary of one audit (docs/requirements.md#results "PDF documents"): the file the server
 * renders and caches (GET /survey/{id}/report.pdf, /summary.pdf), the same bytes the Download button saves. It is
 * asked for at once, beside the report's data, which names the page and the file (issue 37 item 16: no PDF renderer
 * and fonts in the browser).
 */
export function AuditReportPage({ kind }: { kind: 'Report' | 'Summary' }) {
  const { surveyId = '' } = useParams();
  const query = useAuditReportQuery(surveyId);
  const report = query.data;
  const load = useCallback((signal: AbortSignal) => fetchAuditPdf(surveyId, kind, signal), [surveyId, kind]);
  if (query.isError) return <DocumentError message={screenMessages.loadAuditReport} />;
  if (report === null) return <DocumentNotScored />;
  const title = report ? `${kind === 'Report' ? 'Audit report' : 'Audit summary'}: ${report.farmName}` : 'Audit report';
  return <PdfView title={title} fileName={report ? reportFileName(report.farmName, kind) : ''} load={load} renderError={reportError} />;
}
