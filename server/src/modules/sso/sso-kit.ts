import { createProviderCache, type ProviderCache } from './sso-provider.ts';
import { createSecretBox, type SecretBox } from './sso-secret-box.ts';

/** What single sign-on keeps for the life of the app: the key of the client secrets, the discovered providers. */
export interface SsoKit {
  box: SecretBox;
  providers: ProviderCache;
}

export function createSsoKit(jwtSecret: string): SsoKit {
  return { box: createSecretBox(jwtSecret), providers: createProviderCache() };
}
