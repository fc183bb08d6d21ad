import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { auditResultEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { ScoreResult } from '@aquarisk/contract/schemas/results.schema';
import { notifyError, notifySuccess } from '../../lib/alerts.ts';
import { callApi } from '../../lib/api-client.ts';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { sharedKeys } from '../../lib/shared-query-keys.ts';
import { auditKeys } from './audit-frame-api.ts';

/** POST /survey/{id}/score (admin, auditor; only an admin scores again). */
export function scoreAudit(surveyExtId: string): Promise<ScoreResult> {
  return callApi(auditResultEndpoints.score, { params: { id: surveyExtId } });
}

/**
 * Scores an audit (the audits list, the finished question flow and the results page), says 'Audit scored!' and
 * refreshes everything that shows its state: the audits list, the audit, its question flow and its results. A 409
 * (unanswered questions, already scored) carries a message the user can act on, so it is shown as it is.
 */
export function useScoreAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scoreAudit,
    onSuccess: async (_result, surveyExtId) => {
      notifySuccess(successMessages.auditScored);
      await Promise.all([
        client.invalidateQueries({ queryKey: sharedKeys.auditLists() }),
        client.invalidateQueries({ queryKey: auditKeys.survey(surveyExtId) }),
        client.invalidateQueries({ queryKey: sharedKeys.auditQuestions(surveyExtId) }),
        client.invalidateQueries({ queryKey: sharedKeys.auditResults(surveyExtId) }),
      ]);
    },
    onError: (error) => {
      // Scored meanwhile, or nothing to score: the server's message says which.
      if (hasErrorCode(error, 'CONFLICT') && error.body) notifyError(error.body.message);
      else handleApiError(error, { message: screenMessages.scoreAudit, object: 'audit', operation: 'changed' });
    },
  });
}
