import { useQuery } from '@tanstack/react-query';
import { historyEndpoints } from '@aquarisk/contract/endpoints/history.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { resultsKeys } from './results-keys.ts';

export type { ComparableAudit } from '@aquarisk/contract/schemas/compare.schema';

/** GET /survey/{id}/comparable: the farm's other scored audits, newest first (an extra: no popup when it fails). */
export function useComparableAuditsQuery(surveyExtId: string) {
  return useQuery({
    queryKey: resultsKeys.comparable(surveyExtId),
    queryFn: ({ signal }) => callApi(historyEndpoints.comparable, { params: { id: surveyExtId }, signal }),
    retry: false,
  });
}
