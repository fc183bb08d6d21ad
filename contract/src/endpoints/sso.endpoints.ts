import { idParams } from '../schemas/common.schema.ts';
import { tokenResponseSchema } from '../schemas/auth.schema.ts';
import {
  ssoCompleteSchema,
  ssoConfigAnswerSchema,
  ssoConfigInputSchema,
  ssoConfigSchema,
  ssoDiscoveryInputSchema,
  ssoDiscoverySchema,
  ssoDomainClaimSchema,
  ssoDomainParams,
  ssoStartAnswerSchema,
  ssoStartSchema,
} from '../schemas/sso.schema.ts';
import { endpoint } from './endpoint.ts';

const publicSso = { base: 'api', auth: 'public', tags: ['auth'], rateLimited: true } as const;
const admin = { base: 'api', auth: 'signedIn', tags: ['companies'] } as const;

/** OpenID Connect single sign-on per company (issue 28 item 4, docs/decisions.md "Single sign-on"). */
export const ssoEndpoints = {
  start: endpoint({
    ...publicSso,
    method: 'POST',
    path: '/sso/start',
    summary: "Where an e-mail signs in: its company's provider (authorization URL), or null for the password",
    body: ssoStartSchema,
    success: { status: 200, schema: ssoStartAnswerSchema },
    moreErrors: [503],
  }),
  complete: endpoint({
    ...publicSso,
    method: 'POST',
    path: '/sso/complete',
    summary: "The provider's answer (code, state): checked, then the app's usual tokens",
    body: ssoCompleteSchema,
    success: { status: 200, schema: tokenResponseSchema },
    moreErrors: [503],
  }),
  getConfig: endpoint({
    ...admin,
    method: 'GET',
    path: '/company/:id/sso',
    access: 'configureSso',
    tokens: 'read',
    summary: "The company's single sign-on configuration (never the client secret)",
    params: idParams,
    success: { status: 200, schema: ssoConfigAnswerSchema },
  }),
  putConfig: endpoint({
    ...admin,
    method: 'PUT',
    path: '/company/:id/sso',
    access: 'configureSso',
    tokens: 'none',
    summary: "Save the company's single sign-on configuration",
    params: idParams,
    body: ssoConfigInputSchema,
    success: { status: 200, schema: ssoConfigSchema },
    moreErrors: [409],
  }),
  testDiscovery: endpoint({
    ...admin,
    method: 'POST',
    path: '/company/:id/sso/discovery',
    access: 'configureSso',
    tokens: 'none',
    summary: "Fetch an issuer's OpenID discovery document",
    params: idParams,
    body: ssoDiscoveryInputSchema,
    success: { status: 200, schema: ssoDiscoverySchema },
  }),
  verifyDomain: endpoint({
    ...admin,
    method: 'POST',
    path: '/company/:id/sso/domain/:domain/verify',
    access: 'configureSso',
    tokens: 'none',
    summary:
      "Prove the company holds an e-mail domain: its DNS TXT record is looked up (an Aquarisk administrator's call approves it without)",
    params: ssoDomainParams,
    success: { status: 200, schema: ssoDomainClaimSchema },
    moreErrors: [409],
  }),
};
