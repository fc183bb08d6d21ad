import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { type FarmValues } from '@aquarisk/contract/schemas/farm-input.schema';
import { callApi } from '../../../lib/api-client.ts';
import { hasErrorCode } from '../../../lib/api-errors.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { farmKeys } from './farm-keys.ts';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** POST /company/{id}/farm (farm fields + userExtIds) or PUT /company/{id}/farm/{farmId} (every field). */
export async function saveFarm(companyId: string, farmId: string | null, values: FarmValues): Promise<Farm> {
  return farmId
    ? callApi(farmEndpoints.update, { params: { id: companyId, farmId }, body: values })
    : callApi(farmEndpoints.create, { params: { id: companyId }, body: values });
}

/**
 * Saves the farm form. A refused body (400) says the farm could not be saved; other failures say whether creating or
 * updating failed.
 */
export function useSaveFarm(companyId: string, farmId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: FarmValues) => saveFarm(companyId, farmId, values),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: farmKeys.company(companyId) }),
        client.invalidateQueries({ queryKey: sharedKeys.farmSearch(companyId) }),
        // assigned users' farm counts
        client.invalidateQueries({ queryKey: sharedKeys.companyUsers(companyId) }),
      ]),
    onError: (error, values) => {
      const refused = hasErrorCode(error, 'VALIDATION', 'BAD_REQUEST');
      const message = refused ? screenMessages.saveFarm : farmId ? screenMessages.updateFarm : screenMessages.createFarm;
      handleApiError(error, { message, object: 'farm', objectName: values.name, operation: 'saved' });
    },
  });
}
