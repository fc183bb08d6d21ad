import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { showNextQuestion } from './save-answer.api.ts';

export interface StepRef {
  sectionId: number;
  stepId: number;
}

/**
 * POST /survey/{id}/confirm-step (issue 26 item 1): every carried answer of the step confirmed unchanged; the flow
 * moves on to the next question waiting, as after Save.
 */
export function useConfirmStep(surveyExtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: StepRef) => callApi(auditEndpoints.confirmStep, { params: { id: surveyExtId }, body: step }),
    onSuccess: (next) => showNextQuestion(client, surveyExtId, next),
    meta: { errorContext: { message: screenMessages.confirmStep, object: 'answers', operation: 'saved' } },
  });
}
