// The api-tokens module's entry (docs/architecture.md): personal API tokens (issue 28 item 5).
export { apiTokenRoutes } from './api-token.routes.ts';
export { apiTokenMessages, apiTokenUsers } from './api-token-users.ts';
export { isApiToken, prefixOf } from './api-token-secret.ts';
