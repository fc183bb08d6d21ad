import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints } from '@aquarisk/contract/endpoints/api-token.endpoints';
import type { ApiTokenInput } from '@aquarisk/contract/schemas/api-token.schema';
import { callApi } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { accountKeys } from './account.api.ts';

export const apiTokenMessages = {
  load: 'API error while loading your API tokens.',
  create: 'API error while creating the API token.',
  revoke: 'API error while revoking the API token.',
} as const;

const tokensKey = () => [...accountKeys.all, 'api-tokens'] as const;

/** GET /user/me/token: my tokens that are neither revoked nor expired. */
export function useApiTokensQuery() {
  return useQuery({
    queryKey: tokensKey(),
    queryFn: ({ signal }) => callApi(apiTokenEndpoints.list, { signal }),
    staleTime: 0,
    meta: { errorContext: { message: apiTokenMessages.load } },
  });
}

/** POST /user/me/token: the answer carries the secret, the only time it is sent. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenInput) => callApi(apiTokenEndpoints.create, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey() }),
    onError: (error, input) =>
      handleApiError(error, { message: apiTokenMessages.create, object: 'API token', objectName: input.name, operation: 'added' }),
  });
}

/** DELETE /user/me/token/{tokenId}: refused from the next request on. */
export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: { id: string; name: string }) => callApi(apiTokenEndpoints.revoke, { params: { tokenId: token.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey() }),
    onError: (error, token) =>
      handleApiError(error, { message: apiTokenMessages.revoke, object: 'API token', objectName: token.name, operation: 'deleted' }),
  });
}
