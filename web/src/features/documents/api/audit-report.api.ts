import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { reportEndpoints } from '@aquarisk/contract/endpoints/report.endpoints';
import type { AuditReport } from '@aquarisk/contract/schemas/report.schema';
import { callApi } from '../../../lib/api-client.ts';
import { hasErrorCode } from '../../../lib/api-errors.ts';
import { documentKeys } from './document-keys.ts';

/** GET /survey/{id}/report; null when the audit has not been scored yet (409): a state, not a failure. */
export async function fetchAuditReport(surveyExtId: string, signal?: AbortSignal): Promise<AuditReport | null> {
  try {
    return await callApi(reportEndpoints.report, { params: { id: surveyExtId }, signal });
  } catch (err) {
    if (hasErrorCode(err, 'CONFLICT')) return null;
    throw err;
  }
}

/** GET /survey/{id}/report.pdf or /summary.pdf: the file the server renders, and keeps for the next reader. */
export function fetchAuditPdf(surveyExtId: string, kind: 'Report' | 'Summary', signal?: AbortSignal): Promise<Blob> {
  const e = kind === 'Report' ? reportEndpoints.reportPdf : reportEndpoints.summaryPdf;
  return callApi(e, { params: { id: surveyExtId }, signal });
}

export function useAuditReportQuery(surveyExtId: string) {
  return useQuery({
    queryKey: documentKeys.report(surveyExtId),
    queryFn: ({ signal }) => fetchAuditReport(surveyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadAuditReport, object: 'audit report' } },
  });
}
