// The auth module's entry (docs/architecture.md): sign-in, sessions and an account's credentials (password hash,
// set-password links). Below users, which invites people with a set-password link.
export { createAccessTokenSigner } from './access-token.ts';
export { signInBackoff } from './sign-in-backoff.ts';
export { authRoutes } from './auth.routes.ts';
export { hashPassword } from './password-hash.ts';
export { issueSession } from './auth.service.ts';
export { newSetPasswordLink } from './set-password-link.ts';
