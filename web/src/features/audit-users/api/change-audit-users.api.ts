import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { auditUserEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { notifySuccess } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useApiErrorHandler } from '../../../lib/error-handler.ts';
import { auditUsersKeys } from './audit-users-keys.ts';

interface Person {
  externalId: string;
  email: string;
}

/** POST /survey/{id}/user {username, email}: '{email} added to audit.' */
export function useAddAuditUser(surveyExtId: string) {
  const client = useQueryClient();
  const handleError = useApiErrorHandler();
  return useMutation({
    mutationFn: (user: Person) =>
      callApi(auditUserEndpoints.add, { params: { id: surveyExtId }, body: { username: user.email, email: user.email } }),
    onSuccess: async (_data, user) => {
      notifySuccess(successMessages.addedToAudit(user.email));
      await client.invalidateQueries({ queryKey: auditUsersKeys.list(surveyExtId) });
    },
    onError: (err, user) =>
      handleError(err, { message: screenMessages.addUserToAudit, object: 'user', objectName: user.email, operation: 'added' }),
  });
}

/** DELETE /survey/{id}/user/{userId}: '{email} removed from audit.' */
export function useRemoveAuditUser(surveyExtId: string) {
  const client = useQueryClient();
  const handleError = useApiErrorHandler();
  return useMutation({
    mutationFn: (user: Person) => callApi(auditUserEndpoints.remove, { params: { id: surveyExtId, userId: user.externalId } }),
    onSuccess: async (_data, user) => {
      notifySuccess(successMessages.removedFromAudit(user.email));
      await client.invalidateQueries({ queryKey: auditUsersKeys.list(surveyExtId) });
    },
    onError: (err, user) =>
      handleError(err, { message: screenMessages.deleteUserFromAudit, object: 'user', objectName: user.email, operation: 'deleted' }),
  });
}
