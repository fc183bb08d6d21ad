import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoEndpoints } from '@aquarisk/contract/endpoints/sso.endpoints';
import type { SsoConfig, SsoConfigInput } from '@aquarisk/contract/schemas/sso.schema';
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

/** POST /company/{id}/sso/domain/{domain}/verify: the domain's TXT record looked up; the saved claims updated. */
export function useVerifySsoDomain(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => callApi(ssoEndpoints.verifyDomain, { params: { id: companyId, domain } }),
    onSuccess: (claim) =>
      client.setQueryData<{ config: SsoConfig | null }>(ssoKeys.config(companyId), (old) =>
        old?.config
          ? { config: { ...old.config, domainClaims: old.config.domainClaims.map((c) => (c.domain === claim.domain ? claim : c)) } }
          : old,
      ),
  });
}
