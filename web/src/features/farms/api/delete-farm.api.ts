import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { callApi } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { farmKeys } from './farm-keys.ts';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** DELETE /company/{id}/farm/{farmId} (admin, company): the farm and its audits. */
export function deleteFarm(companyId: string, farmId: string): Promise<void> {
  return callApi(farmEndpoints.delete, { params: { id: companyId, farmId } });
}

export function useDeleteFarm(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (farm: Pick<Farm, 'externalId' | 'name'>) => deleteFarm(companyId, farm.externalId),
    onSuccess: (_data, farm) => {
      client.removeQueries({ queryKey: farmKeys.detail(companyId, farm.externalId) });
      return Promise.all([
        client.invalidateQueries({ queryKey: farmKeys.company(companyId) }),
        client.invalidateQueries({ queryKey: sharedKeys.farmSearch(companyId) }),
        client.invalidateQueries({ queryKey: sharedKeys.companyUsers(companyId) }),
      ]);
    },
    onError: (error, farm) =>
      handleApiError(error, { message: screenMessages.deleteFarm, object: 'farm', objectName: farm.name, operation: 'deleted' }),
  });
}
