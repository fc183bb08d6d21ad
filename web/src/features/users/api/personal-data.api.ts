import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalDataMessages as m } from '@aquarisk/contract/personal-data-messages';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import type { ErasureResult } from '@aquarisk/contract/schemas/personal-data.schema';
import { notifySuccess } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';
import { userKeys } from './user-keys.ts';

/** The file name the server gives in Content-Disposition. */
export const personalDataFileName = (userId: string) => `aquarisk-personal-data-${userId}.json`;

/**
 * GET /company/{id}/user/{userId}/personal-data through the API client (token refresh, one error handler), parsed
 * with the contract's schema, then saved as the JSON file the server names (issue 24 part 4).
 */
export async function exportPersonalData(companyId: string, userId: string): Promise<void> {
  const data = await callApi(userEndpoints.exportPersonalData, { params: { id: companyId, userId } });
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), personalDataFileName(userId));
}

/** POST /company/{id}/user/{userId}/erase {email}: the typed e-mail confirms which person goes. */
export function erasePersonalData(companyId: string, userId: string, email: string): Promise<ErasureResult> {
  return callApi(userEndpoints.erasePersonalData, { params: { id: companyId, userId }, body: { email } });
}

export function useExportPersonalData(companyId: string, userId: string) {
  return useMutation({
    mutationFn: () => exportPersonalData(companyId, userId),
    onSuccess: () => notifySuccess(m.exported),
    meta: { errorContext: { message: m.exportFailed, object: 'user', operation: 'loaded' } },
  });
}

/** After an erasure the person is gone from the company, and audits, actions and lists show the tombstone's name. */
export function useErasePersonalData(companyId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => erasePersonalData(companyId, userId, email),
    onSuccess: () => {
      notifySuccess(m.erased);
      client.removeQueries({ queryKey: userKeys.detail(companyId, userId) });
      return Promise.all(
        [sharedKeys.companyUsers(companyId), sharedKeys.companyFarms(companyId), sharedKeys.auditLists(), sharedKeys.actions()].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      );
    },
    meta: { errorContext: { message: m.eraseFailed, object: 'user', operation: 'deleted' } },
  });
}
