import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoEndpoints } from '@aquarisk/contract/endpoints/sso.endpoints';
import type { SsoConfigInput } from '@aquarisk/contract/schemas/sso.schema';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { callApi } from '../../../lib/api-client.ts';

export const ssoKeys = {
  config: (companyId: string) => ['sso', 'config', companyId] as const,
};

/** GET /company/{id}/sso: the saved configuration (never the secret), or null. */
export function useSsoConfig(companyId: string) {
  return useQuery({
    queryKey: ssoKeys.config(companyId),
    queryFn: ({ signal }) => callApi(ssoEndpoints.getConfig, { params: { id: companyId }, signal }),
    meta: { errorContext: { message: ssoMessages.loadFailed, object: 'single sign-on' } },
  });
}

/** PUT /company/{id}/sso. */
export function useSaveSsoConfig(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoConfigInput) => callApi(ssoEndpoints.putConfig, { params: { id: companyId }, body: input }),
    onSuccess: (config) => client.setQueryData(ssoKeys.config(companyId), { config }),
  });
}

/** POST /company/{id}/sso/discovery: does the issuer answer with a discovery document? */
export function useTestDiscovery(companyId: string) {
  return useMutation({
    mutationFn: (issuer: string) => callApi(ssoEndpoints.testDiscovery, { params: { id: companyId }, body: { issuer } }),
  });
}
