import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { questionKeys } from './audits-keys.ts';

/** GET /survey/{id}/current: the question at the user's cursor, or FINISH. */
export function useCurrentQuestionQuery(surveyExtId: string, enabled = true) {
  return useQuery({
    queryKey: questionKeys.current(surveyExtId),
    queryFn: ({ signal }) => callApi(auditEndpoints.current, { params: { id: surveyExtId }, signal }),
    staleTime: 0,
    // off while the flow runs on the device (issue 27): the server's copy lacks the answers queued there
    enabled,
    meta: { errorContext: { message: screenMessages.loadAuditQuestion, object: 'audit question' } },
  });
}
