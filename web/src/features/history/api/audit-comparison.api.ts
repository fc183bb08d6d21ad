import { useQuery } from '@tanstack/react-query';
import { historyEndpoints } from '@aquarisk/contract/endpoints/history.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { historyKeys } from './history-keys.ts';

export type { AuditComparison, ChangedAnswer, ComparedAction, ComparedCap } from '@aquarisk/contract/schemas/compare.schema';

/** GET /survey/{id}/compare/{otherId}: two scored audits of one farm, older first. */
export function fetchAuditComparison(surveyExtId: string, otherExtId: string, signal?: AbortSignal) {
  return callApi(historyEndpoints.compare, { params: { id: surveyExtId, otherId: otherExtId }, signal });
}

/** The screen shows its own error state (with the server's reason for a 400 or 409), so no central popup. */
export function useAuditComparisonQuery(surveyExtId: string, otherExtId: string) {
  return useQuery({
    queryKey: historyKeys.comparison(surveyExtId, otherExtId),
    queryFn: ({ signal }) => fetchAuditComparison(surveyExtId, otherExtId, signal),
    retry: false,
  });
}
