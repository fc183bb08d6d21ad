import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditResultEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { StepResults } from '@aquarisk/contract/schemas/results.schema';
import { callApi } from '../../../lib/api-client.ts';
import { resultsKeys } from './results-keys.ts';

export type { StepQuestion, StepResults } from '@aquarisk/contract/schemas/results.schema';

/** GET /survey/{id}/score/section/{sectionId}/step/{stepId}?details&risk: the step's included questions and answers. */
export async function fetchStepResults(surveyExtId: string, sectionId: number, stepId: number, signal?: AbortSignal): Promise<StepResults> {
  return callApi(auditResultEndpoints.step, {
    params: { id: surveyExtId, sectionId: String(sectionId), stepId: String(stepId) },
    query: { details: 'true', risk: 'true' },
    signal,
  });
}

export function useStepResultsQuery(surveyExtId: string, step: { sectionId: number; stepId: number } | null) {
  return useQuery({
    queryKey: resultsKeys.step(surveyExtId, step?.sectionId ?? 0, step?.stepId ?? 0),
    queryFn: ({ signal }) => fetchStepResults(surveyExtId, step!.sectionId, step!.stepId, signal),
    enabled: step !== null,
    meta: { errorContext: { message: screenMessages.loadAuditResults, object: 'step', operation: 'loaded' } },
  });
}
