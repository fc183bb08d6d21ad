import { useQuery } from '@tanstack/react-query';
import { answerTypes } from '@aquarisk/contract/answer-types';
import { screenMessages } from '@aquarisk/contract/messages';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsKeys } from './results-keys.ts';

export const stepQuestionSchema = z.object({
  id: z.number(),
  name: z.string().nullish(),
  ordinal: z.number(),
  text: z.string(),
  answerType: z.enum(answerTypes),
  answerUnits: z.string().nullish(),
  answerOptions: z.array(z.object({ ordinal: z.number(), text: z.string() })).default([]),
  answer: z.object({ answerStr: z.string().nullable() }).nullish(),
});
export type StepQuestion = z.output<typeof stepQuestionSchema>;

export const stepResultsSchema = z.object({
  id: z.number(),
  sectionName: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  risk: z.string(),
  score: z.number().nullish(),
  minScore: z.number().nullish(),
  maxScore: z.number().nullish(),
  normScore: z.number().nullish(),
  questions: z.array(stepQuestionSchema),
});
export type StepResults = z.output<typeof stepResultsSchema>;

/** GET /survey/{id}/score/section/{sectionId}/step/{stepId}?details&risk: the step's included questions and answers. */
export async function fetchStepResults(surveyExtId: string, sectionId: number, stepId: number, signal?: AbortSignal): Promise<StepResults> {
  const path = `/survey/${encodeURIComponent(surveyExtId)}/score/section/${sectionId}/step/${stepId}`;
  return stepResultsSchema.parse(await apiRequest<unknown>(path, { query: { details: true, risk: true }, signal }));
}

export function useStepResultsQuery(surveyExtId: string, step: { sectionId: number; stepId: number } | null) {
  return useQuery({
    queryKey: resultsKeys.step(surveyExtId, step?.sectionId ?? 0, step?.stepId ?? 0),
    queryFn: ({ signal }) => fetchStepResults(surveyExtId, step!.sectionId, step!.stepId, signal),
    enabled: step !== null,
    meta: { errorContext: { message: screenMessages.loadAuditResults, object: 'step', operation: 'loaded' } },
  });
}
