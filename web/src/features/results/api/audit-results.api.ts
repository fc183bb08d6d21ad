import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-errors.ts';
import { resultsKeys } from './results-keys.ts';

/** The numeric step score: the server sends it to admins only (spec 2 §6). */
const adminScore = {
  score: z.number().nullish(),
  minScore: z.number().nullish(),
  maxScore: z.number().nullish(),
  normScore: z.number().nullish(),
};

export const stepScoreSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  risk: z.string(),
  ...adminScore,
});
export type StepScore = z.output<typeof stepScoreSchema>;

export const sectionScoreSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  name: z.string(),
  risk: z.string(),
  normScore: z.number().nullish(),
  children: z.array(stepScoreSchema),
});
export type SectionScore = z.output<typeof sectionScoreSchema>;

export const auditResultsSchema = z.object({
  title: z.string(),
  surveyExtId: z.string(),
  risk: z.string(),
  normScore: z.number().nullish(),
  scoredAt: z.string().nullish(),
  children: z.array(sectionScoreSchema),
});
export type AuditResults = z.output<typeof auditResultsSchema>;

/** GET /survey/{id}/score?risk; null when the audit has not been scored yet (409), which is a state, not a failure. */
export async function fetchAuditResults(surveyExtId: string, signal?: AbortSignal): Promise<AuditResults | null> {
  try {
    const body = await apiRequest<unknown>(`/survey/${encodeURIComponent(surveyExtId)}/score`, { query: { risk: true }, signal });
    return auditResultsSchema.parse(body);
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return null;
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
