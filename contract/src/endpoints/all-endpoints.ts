import { actionEndpoints } from './action.endpoints.ts';
import { auditEndpoints, auditResultEndpoints, auditUserEndpoints } from './audit.endpoints.ts';
import type { EndpointDeclaration } from './endpoint.ts';
import { farmEndpoints } from './farm.endpoints.ts';
import { mediaEndpoints } from './media.endpoints.ts';

/** Every endpoint the server answers, by area: the server registers exactly these (server/src/app-routes.test.ts). */
export const endpointGroups: Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>> = {
  actions: actionEndpoints,
  auditResults: auditResultEndpoints,
  audits: auditEndpoints,
  auditUsers: auditUserEndpoints,
  farms: farmEndpoints,
  media: mediaEndpoints,
};

/** Every endpoint as one list. */
export const allEndpoints: readonly EndpointDeclaration[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
