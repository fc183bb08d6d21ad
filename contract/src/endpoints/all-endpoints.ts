import { actionEndpoints } from './action.endpoints.ts';
import { apiTokenEndpoints } from './api-token.endpoints.ts';
import { activityLogEndpoints } from './activity-log.endpoints.ts';
import { auditEndpoints, auditResultEndpoints, auditUserEndpoints } from './audit.endpoints.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { companyEndpoints } from './company.endpoints.ts';
import type { EndpointDeclaration } from './endpoint.ts';
import { farmEndpoints } from './farm.endpoints.ts';
import { historyEndpoints } from './history.endpoints.ts';
import { intelligenceEndpoints } from './intelligence.endpoints.ts';
import { mediaEndpoints } from './media.endpoints.ts';
import { portfolioEndpoints } from './portfolio.endpoints.ts';
import { reminderEndpoints } from './reminder.endpoints.ts';
import { reportEndpoints } from './report.endpoints.ts';
import { ssoEndpoints } from './sso.endpoints.ts';
import { templateEndpoints } from './template.endpoints.ts';
import { trendEndpoints } from './trend.endpoints.ts';
import { userEndpoints } from './user.endpoints.ts';
import { webhookEndpoints } from './webhook.endpoints.ts';

/** Every endpoint the server answers, by area: the server registers exactly these (server/src/app-routes.test.ts). */
export const endpointGroups: Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>> = {
  actions: actionEndpoints,
  activityLog: activityLogEndpoints,
  apiTokens: apiTokenEndpoints,
  auditResults: auditResultEndpoints,
  audits: auditEndpoints,
  auditUsers: auditUserEndpoints,
  auth: authEndpoints,
  companies: companyEndpoints,
  farms: farmEndpoints,
  history: historyEndpoints,
  intelligence: intelligenceEndpoints,
  media: mediaEndpoints,
  portfolio: portfolioEndpoints,
  reminders: reminderEndpoints,
  reports: reportEndpoints,
  sso: ssoEndpoints,
  templates: templateEndpoints,
  trends: trendEndpoints,
  users: userEndpoints,
  webhooks: webhookEndpoints,
};

/** Every endpoint as one list. */
export const allEndpoints: readonly EndpointDeclaration[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
