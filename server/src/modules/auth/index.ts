// The auth module's entry (docs/architecture.md): what other parts of the server may use of it.
export { createAccessTokenSigner } from './access-token.ts';
export { signInBackoff } from './sign-in-backoff.ts';
export { authRoutes } from './auth.routes.ts';
export { hashPassword } from './password-hash.ts';
export { issueSession } from './auth.service.ts';
