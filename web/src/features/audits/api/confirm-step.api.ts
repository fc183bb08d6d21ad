import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { auditKeys } from '../../../components/audit-frame/audit-frame-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import { auditsKeys, questionKeys } from './audits-keys.ts';

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
    onSuccess: (next) => {
      client.setQueryData(questionKeys.current(surveyExtId), next);
      void client.invalidateQueries({ queryKey: questionKeys.sections(surveyExtId) });
      void client.invalidateQueries({ queryKey: auditKeys.survey(surveyExtId), exact: true });
      void client.invalidateQueries({ queryKey: auditsKeys.lists() });
    },
    meta: { errorContext: { message: screenMessages.confirmStep, object: 'answers', operation: 'saved' } },
  });
}
