import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { auditKeys } from '../../../components/audit-frame/audit-frame-api.ts';
import { notifySuccess } from '../../../lib/alerts.ts';
import { scoreResultSchema } from '@aquarisk/contract/schemas/results.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultsKeys } from './results-keys.ts';

/** POST /survey/{id}/score (admin, auditor; only an admin scores again): 'Audit scored!', then the results reload. */
export function useScoreAudit(surveyExtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/survey/${encodeURIComponent(surveyExtId)}/score`, { method: 'POST', schema: scoreResultSchema }),
    onSuccess: async () => {
      notifySuccess(successMessages.auditScored);
      await Promise.all([
        client.invalidateQueries({ queryKey: resultsKeys.audit(surveyExtId) }),
        client.invalidateQueries({ queryKey: auditKeys.survey(surveyExtId) }),
      ]);
    },
    meta: { errorContext: { message: screenMessages.scoreAudit, object: 'audit', operation: 'changed' } },
  });
}
