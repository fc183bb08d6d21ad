// The single sign-on module's entry (docs/architecture.md): what app.ts registers.
export { ssoConfigRoutes, ssoSignInRoutes } from './sso.routes.ts';
export { createSsoKit } from './sso-kit.ts';
