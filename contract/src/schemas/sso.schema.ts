import { z } from 'zod';
import { roles } from '../roles.ts';
import { ssoMessages } from '../sso-messages.ts';
import { idParams } from './common.schema.ts';

/**
 * Where every provider sends the browser back, below the app's public URL (PUBLIC_URL): the web's callback screen.
 * The admin registers `<PUBLIC_URL>/sso/callback` with the provider.
 */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** Roles a provider's sign-in may give: every role but the admin's (docs/decisions.md, "Single sign-on"). */
export const ssoRoles = roles.filter((r) => r !== 'ROLE_ADMIN');
export const ssoRoleSchema = z.enum(ssoRoles as [string, ...string[]]);

/**
 * Mail domains anyone can get an address at: never one company's sign-in (issue 37 item 20). A name listed without
 * its ending (gmx, yahoo) covers every country's domain of that provider (gmx.de, yahoo.co.uk).
 */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx',
  'web.de',
  'mail.com',
  'yandex',
  'mail.ru',
  'zoho.com',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  'online.no',
  'hotmail',
  'outlook',
] as const;

/** Whether a domain is a public mail provider's (see PUBLIC_MAIL_DOMAINS), including its subdomains. */
export function isPublicMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  return PUBLIC_MAIL_DOMAINS.some((entry) => {
    if (entry.includes('.')) return domain === entry || domain.endsWith(`.${entry}`);
    // a bare provider name, followed by country or generic endings only (gmx.de, yahoo.co.uk, mail.gmx.net)
    const at = labels.lastIndexOf(entry);
    return at >= 0 && at < labels.length - 1 && labels.slice(at + 1).every((l) => l.length <= 3);
  });
}

/** A bare e-mail domain, lower case: `aurora-aqua.example`; never a public mail provider's. */
export const ssoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com')
  .refine((d) => !isPublicMailDomain(d), ssoMessages.publicMailDomain);

/** The DNS TXT record that proves a company holds a domain: at the domain or at `_aquarisk.<domain>`. */
export const SSO_TXT_PREFIX = 'aquarisk-verification=';
export const ssoTxtName = (domain: string) => `_aquarisk.${domain}`;

/** One domain a company signs in with, and whether it proved holding it (only a verified domain routes sign-in). */
export const ssoDomainClaimSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  /** the TXT record to publish: `<txtName> TXT "<txtValue>"` */
  txtName: z.string(),
  txtValue: z.string(),
  verifiedAt: z.string().nullable(),
});
export type SsoDomainClaim = z.infer<typeof ssoDomainClaimSchema>;
export const ssoDomainParams = idParams.extend({ domain: z.string().trim().toLowerCase().min(1).max(253) });

export const SSO_MAX_DOMAINS = 20;

/** What a company admin saves; a missing or null clientSecret keeps the stored one. */
export const ssoConfigInputSchema = z.object({
  issuer: z.string().trim().url().max(500),
  clientId: z.string().trim().min(1).max(255),
  clientSecret: z.string().min(1).max(1000).nullish(),
  domains: z.array(ssoDomainSchema).min(1).max(SSO_MAX_DOMAINS),
  roles: z.array(ssoRoleSchema).min(1).max(ssoRoles.length),
  enabled: z.boolean(),
  /** a first sign-in of a verified e-mail of the domains makes its account (default); false: members only */
  createAccounts: z.boolean().default(true),
  /** a claim of the ID token whose values map to roles; null: no role from the provider */
  roleClaim: z.string().trim().min(1).max(100).nullish(),
  roleMap: z.record(z.string().min(1).max(200), ssoRoleSchema).default({}),
});
export type SsoConfigInput = z.input<typeof ssoConfigInputSchema>;

/** The saved configuration as the API answers it: never the secret, only whether one is stored. */
export const ssoConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  domains: z.array(z.string()),
  domainClaims: z.array(ssoDomainClaimSchema),
  roles: z.array(z.string()),
  enabled: z.boolean(),
  createAccounts: z.boolean(),
  roleClaim: z.string().nullable(),
  roleMap: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;
export const ssoConfigAnswerSchema = z.object({ config: ssoConfigSchema.nullable() });

export const ssoDiscoveryInputSchema = z.object({ issuer: z.string().trim().url().max(500) });
export const ssoDiscoverySchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  pkceS256: z.boolean(),
});

export const ssoStartSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
/** Where to send the browser: the provider's authorization URL, or null (sign in with the password). */
export const ssoStartAnswerSchema = z.object({ redirectUrl: z.string().nullable() });

/** What the provider sent back to the web's /sso/callback, passed on as it came. */
export const ssoCompleteSchema = z.object({
  code: z.string().min(1).max(4000),
  state: z.string().min(1).max(500),
  iss: z.string().max(500).optional(),
});
