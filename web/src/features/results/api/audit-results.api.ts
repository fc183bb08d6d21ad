import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditResultEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { AuditResults } from '@aquarisk/contract/schemas/results.schema';
import { callApi } from '../../../lib/api-client.ts';
import { hasErrorCode } from '../../../lib/api-errors.ts';
import { resultsKeys } from './results-keys.ts';

/** The contract's results shapes (shared with the server's route and the PDF reports). */
export type { AuditResults, ResultSection as SectionScore, ResultStep as StepScore } from '@aquarisk/contract/schemas/results.schema';

/** GET /survey/{id}/score?risk; null when the audit has not been scored yet (409), which is a state, not a failure. */
export async function fetchAuditResults(surveyExtId: string, signal?: AbortSignal): Promise<AuditResults | null> {
  try {
    return await callApi(auditResultEndpoints.results, { params: { id: surveyExtId }, query: { risk: 'true' }, signal });
  } catch (err) {
    if (hasErrorCode(err, 'CONFLICT')) return null;
    throw err;
  }
}

export function useAuditResultsQuery(surveyExtId: string) {
  return useQuery({
    queryKey: resultsKeys.scores(surveyExtId),
    queryFn: ({ signal }) => fetchAuditResults(surveyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadAuditResults, object: 'audit results', plural: true } },
  });
}
