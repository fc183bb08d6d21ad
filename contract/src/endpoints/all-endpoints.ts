import { activityLogEndpoints } from './activity-log.endpoints.ts';
import type { EndpointDeclaration } from './endpoint.ts';
import { farmEndpoints } from './farm.endpoints.ts';
import { intelligenceEndpoints } from './intelligence.endpoints.ts';
import { mediaEndpoints } from './media.endpoints.ts';
import { reportEndpoints } from './report.endpoints.ts';
import { templateEndpoints } from './template.endpoints.ts';

/** Every endpoint the server answers, by area: the server registers exactly these (server/src/app-routes.test.ts). */
export const endpointGroups: Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>> = {
  activityLog: activityLogEndpoints,
  farms: farmEndpoints,
  intelligence: intelligenceEndpoints,
  media: mediaEndpoints,
  reports: reportEndpoints,
  templates: templateEndpoints,
};

/** Every endpoint as one list. */
export const allEndpoints: readonly EndpointDeclaration[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
