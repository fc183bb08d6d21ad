import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { reportEndpoints } from '@aquarisk/contract/endpoints/report.endpoints';
import type { ActionsReport } from '@aquarisk/contract/schemas/report.schema';
import { callApi } from '../../../lib/api-client.ts';
import { documentKeys } from './document-keys.ts';

/** GET /survey/{id}/actions-report: every action of the audit with its section names. */
export function fetchActionsReport(surveyExtId: string, signal?: AbortSignal): Promise<ActionsReport> {
  return callApi(reportEndpoints.actionsReport, { params: { id: surveyExtId }, signal });
}

export function useActionsReportQuery(surveyExtId: string) {
  return useQuery({
    queryKey: documentKeys.actionsReport(surveyExtId),
    queryFn: ({ signal }) => fetchActionsReport(surveyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadActions, object: 'actions', plural: true } },
  });
}
