import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { questionKeys } from './audits-keys.ts';
import type { QuestionContext, QuestionRef } from '@aquarisk/contract/schemas/question-flow.schema';

/** GET /toc/jump/{surveyId}/section/{s}/step/{st}/question/{q}: moves the user's cursor there. */
export function jumpToQuestion(surveyExtId: string, ref: QuestionRef): Promise<QuestionContext> {
  return callApi(auditEndpoints.jump, {
    params: { surveyId: surveyExtId, s: String(ref.sectionId), st: String(ref.stepId), q: String(ref.questionId) },
  });
}

export function useJumpToQuestion(surveyExtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: QuestionRef) => jumpToQuestion(surveyExtId, ref),
    onSuccess: (context) => client.setQueryData(questionKeys.current(surveyExtId), context),
    meta: { errorContext: { message: screenMessages.moveToQuestion, object: 'question' } },
  });
}
