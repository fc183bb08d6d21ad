import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import type { User } from '@aquarisk/contract/schemas/user.schema';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { userKeys } from './user-keys.ts';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** DELETE /company/{id}/user/{userId}: removes the user from the company (and the account, if it was their only one). */
export function deleteCompanyUser(companyId: string, userId: string): Promise<void> {
  return callApi(userEndpoints.delete, { params: { id: companyId, userId } });
}

export function useDeleteUser(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<User, 'externalId' | 'email'>) => deleteCompanyUser(companyId, user.externalId),
    onSuccess: (_d, user) => {
      client.removeQueries({ queryKey: userKeys.detail(companyId, user.externalId) });
      return Promise.all([
        client.invalidateQueries({ queryKey: sharedKeys.companyUsers(companyId) }),
        client.invalidateQueries({ queryKey: sharedKeys.companyFarms(companyId) }),
      ]);
    },
    onError: (error, user) =>
      handleApiError(error, { message: screenMessages.deleteUser, object: 'user', objectName: user.email, operation: 'deleted' }),
  });
}
