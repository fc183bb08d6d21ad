import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import type { User } from '@aquarisk/contract/schemas/user.schema';
import { notifySuccess } from '../../../lib/alerts.ts';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { farmKeys } from './farm-keys.ts';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** POST /company/{id}/farm/{farmId}/user {username, email}: assigns a company user to the farm. */
export async function addFarmUser(companyId: string, farmId: string, email: string): Promise<User> {
  return callApi(farmEndpoints.addUser, { params: { id: companyId, farmId }, body: { username: email, email } });
}

/** DELETE /company/{id}/farm/{farmId}/user/{userId}. */
export function removeFarmUser(companyId: string, farmId: string, userId: string): Promise<User> {
  return callApi(farmEndpoints.removeUser, { params: { id: companyId, farmId, userId } });
}

function useRefreshFarm(companyId: string) {
  const client = useQueryClient();
  // The farm's user count shows on the farms list, so the whole company's farm data is refreshed.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: farmKeys.company(companyId) }),
      // the users' farm counts
      client.invalidateQueries({ queryKey: sharedKeys.companyUsers(companyId) }),
    ]);
}

export function useAddFarmUser(companyId: string, farmId: string) {
  const refresh = useRefreshFarm(companyId);
  return useMutation({
    mutationFn: (email: string) => addFarmUser(companyId, farmId, email),
    onSuccess: (_user, email) => {
      notifySuccess(successMessages.addedToFarm(email));
      return refresh();
    },
    meta: { errorContext: { message: screenMessages.addUserToFarm, object: 'farm user', operation: 'added' } },
  });
}

export function useRemoveFarmUser(companyId: string, farmId: string) {
  const refresh = useRefreshFarm(companyId);
  return useMutation({
    mutationFn: (user: Pick<User, 'externalId' | 'email'>) => removeFarmUser(companyId, farmId, user.externalId),
    onSuccess: (_data, user) => {
      notifySuccess(successMessages.removedFromFarm(user.email));
      return refresh();
    },
    meta: { errorContext: { message: screenMessages.deleteUserFromFarm, object: 'farm user', operation: 'deleted' } },
  });
}
