import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TokenResponse } from '@aquarisk/contract/schemas/auth.schema';
import { screenMessages } from '@aquarisk/contract/messages';
import { requestToken } from '../../../lib/api-client.ts';
import { pickCurrentCompany } from '../../../lib/current-company.ts';
import { session } from '../../../lib/session.ts';
import { prefetchLanding } from '../../../lib/landing-prefetch.ts';
import type { SignInLanding } from '../../../lib/sign-in-target.ts';
import { fetchCompanies, fetchCurrentUser, sessionKeys } from '../../../lib/session-api.ts';

export interface SignInValues {
  email: string;
  password: string;
}

/** A sign-in that got its tokens but failed loading the user or the companies; says which (docs/requirements.md#core-8). */
export class SignInStepError extends Error {
  constructor(
    readonly failure: unknown,
    readonly screenMessage: string,
  ) {
    super(screenMessage);
    this.name = 'SignInStepError';
  }
}

async function step<T>(run: () => Promise<T>, screenMessage: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    session.set({ tokens: null, user: null });
    throw new SignInStepError(err, screenMessage);
  }
}

/**
 * Sign in (docs/requirements.md#core-4): get the tokens, load /user/me and the companies, choose the current company, then store the
 * user, which switches the app to its signed-in routes.
 */
export function useSignIn(landing: SignInLanding) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: SignInValues) => startSession(client, await requestToken(email.trim(), password), landing),
  });
}

/**
 * Stores the tokens, loads /user/me and the companies, chooses the current company: the password's and SSO's last
 * steps. The page the user lands on starts loading its data before the signed-in app renders (issue 37 item 16).
 */
export async function startSession(client: QueryClient, t: TokenResponse, landing: SignInLanding) {
  session.set({ tokens: { accessToken: t.access_token, refreshToken: t.refresh_token }, user: null });
  // both sent at once (one round trip less on a slow link); a failure of both names the user's step, as in order
  const loadingUser = step(() => fetchCurrentUser(), screenMessages.loadCurrentUser);
  const loadingCompanies = step(() => fetchCompanies(), screenMessages.loadCurrentUserCompanies);
  loadingCompanies.catch(() => undefined); // awaited below, unless the user's step failed first
  const user = await loadingUser;
  const companies = await loadingCompanies;
  client.setQueryData(sessionKeys.me(), user);
  client.setQueryData(sessionKeys.companies(), companies);
  const company = pickCurrentCompany(session.get().company, user, companies);
  if (company) prefetchLanding(client, company.externalId, landing);
  session.set({ user, company });
  return user;
}
