import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { actionsReportSchema, type ActionsReport } from '@aquarisk/contract/schemas/report.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { documentKeys } from './document-keys.ts';

/** GET /survey/{id}/actions-report: every action of the audit with its section names. */
export function fetchActionsReport(surveyExtId: string, signal?: AbortSignal): Promise<ActionsReport> {
  return apiRequest(`/survey/${encodeURIComponent(surveyExtId)}/actions-report`, { signal, schema: actionsReportSchema });
}

export function useActionsReportQuery(surveyExtId: string) {
  return useQuery({
    queryKey: documentKeys.actionsReport(surveyExtId),
    queryFn: ({ signal }) => fetchActionsReport(surveyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadActions, object: 'actions', plural: true } },
  });
}
