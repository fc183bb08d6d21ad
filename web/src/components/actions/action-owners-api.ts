import { useQuery } from '@tanstack/react-query';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { callApi } from '../../lib/api-client.ts';

/**
 * GET /survey/{id}/action-owners (issue 37 item 8): who may own the audit's actions, for those who may not list the
 * company's users (an auditor hands an action to the farm). Quiet on failure (offline, say): the Owner list then
 * offers the user themselves, as before.
 */
export function useActionOwnersQuery(surveyExtId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['actions', 'owners', surveyExtId ?? ''] as const,
    queryFn: ({ signal }) => callApi(actionEndpoints.owners, { params: { id: surveyExtId! }, signal }),
    enabled: Boolean(surveyExtId) && enabled,
    select: (body) => body.owners,
  });
}
