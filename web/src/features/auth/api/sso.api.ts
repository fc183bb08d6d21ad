import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ssoEndpoints } from '@aquarisk/contract/endpoints/sso.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { startSession } from './sign-in.api.ts';

const HOME = { pathname: '/', search: '', hash: '' };

/** POST /sso/start: the provider's sign-in page for an e-mail of a company's SSO domain, or null (use the password). */
export function startSso(email: string) {
  return callApi(ssoEndpoints.start, { body: { email: email.trim() } });
}

export function useStartSso() {
  return useMutation({ mutationFn: startSso });
}

/** POST /sso/complete with what the provider sent back, then the session as after a password sign-in; it lands home. */
export function useCompleteSso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { code: string; state: string; iss?: string }) =>
      startSession(client, await callApi(ssoEndpoints.complete, { body: answer }), HOME),
  });
}
