import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { auditKeys } from '../../../components/audit-frame/audit-frame-api.ts';
import { scoreResultSchema, type ScoreResult } from '@aquarisk/contract/schemas/results.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/alerts.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { auditsKeys, questionKeys } from './audits-keys.ts';

/** POST /survey/{id}/score (admin, auditor). */
export function scoreAudit(surveyExtId: string): Promise<ScoreResult> {
  return apiRequest(`/survey/${surveyExtId}/score`, { method: 'POST', rawBody: new URLSearchParams(), schema: scoreResultSchema });
}

/**
 * Scores an audit, says 'Audit scored!' and reloads what shows its state. A 409 (unanswered questions, already
 * scored) carries a message the user can act on, so it is shown instead of the generic one.
 */
export function useScoreAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scoreAudit,
    onSuccess: async (_result, surveyExtId) => {
      notifySuccess(successMessages.auditScored);
      await Promise.all([
        client.invalidateQueries({ queryKey: auditsKeys.lists() }),
        client.invalidateQueries({ queryKey: auditKeys.survey(surveyExtId) }),
        client.invalidateQueries({ queryKey: [...questionKeys.all, surveyExtId] }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.body?.message) notifyError(error.body.message);
      else handleApiError(error, { message: screenMessages.scoreAudit, object: 'audit', operation: 'changed' });
    },
  });
}
