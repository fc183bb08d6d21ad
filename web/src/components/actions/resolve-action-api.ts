import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { notifySuccess } from '../../lib/alerts.ts';
import { callApi } from '../../lib/api-client.ts';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { useApiErrorHandler } from '../../lib/error-handler.ts';
import { sharedKeys } from '../../lib/shared-query-keys.ts';

/**
 * POST /action/{id}/action {description}: 'Action resolved!', then every list on the page refreshes. Shared by the
 * Actions page and the question screen, where an earlier audit's open action follows the farm (issue 26 item 2).
 */
export function useResolveAction() {
  const client = useQueryClient();
  const handleError = useApiErrorHandler();
  return useMutation({
    mutationFn: ({ actionExtId, description }: { actionExtId: string; description: string; title: string }) =>
      callApi(actionEndpoints.resolve, { params: { id: actionExtId }, body: { description } }),
    onSuccess: async () => {
      notifySuccess(successMessages.actionResolved);
      // the Actions page's lists and counts, and the question flow's list of the question's actions
      await Promise.all([
        client.invalidateQueries({ queryKey: sharedKeys.actions() }),
        client.invalidateQueries({ queryKey: sharedKeys.auditQuestions() }),
      ]);
    },
    onError: async (err, { title }) => {
      // A refusal for the role (ROLE_REQUIRED) carries the tooltip's words: the error handler shows those as they are.
      handleError(err, { message: screenMessages.resolveAction, object: 'action', objectName: title, operation: 'resolved' });
      // Someone else resolved it meanwhile; the lists show it as it is now.
      if (hasErrorCode(err, 'CONFLICT')) await client.invalidateQueries({ queryKey: sharedKeys.actions() });
    },
  });
}
