/**
 * Addresses outside the product that a deployment sets at build time (README, .env.example): the landing footer's
 * company pages and social channels, and the contacts the error popups name. Each is hidden when unset: the build
 * carries no placeholder address (issue 21: footer links went to aquarisk.example, popups to .local mailboxes).
 */
export type BuildEnv = Readonly<Record<string, string | boolean | undefined>>;

const buildEnv = (): BuildEnv => import.meta.env;

/** An http(s) address, or null when unset, blank or anything else (a javascript: URL is never a link). */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An e-mail address, or null when unset or not one. */
function mailbox(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v) ? v : null;
}

export interface PublicLink {
  label: string;
  href: string;
}

const COMPANY_PAGES = [
  { label: 'Who we are', key: 'VITE_LINK_WHO_WE_ARE' },
  { label: 'Privacy policy', key: 'VITE_LINK_PRIVACY_POLICY' },
  { label: 'Contacts', key: 'VITE_LINK_CONTACTS' },
] as const;

export const SOCIAL_CHANNELS = ['LinkedIn', 'YouTube', 'X'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
const SOCIAL_KEYS: Record<SocialChannel, string> = { LinkedIn: 'VITE_LINK_LINKEDIN', YouTube: 'VITE_LINK_YOUTUBE', X: 'VITE_LINK_X' };

/** The footer's company pages that are configured, in the spec's order (who we are, privacy policy, contacts). */
export function companyPages(env: BuildEnv = buildEnv()): PublicLink[] {
  return COMPANY_PAGES.flatMap(({ label, key }) => {
    const href = webAddress(env[key]);
    return href ? [{ label, href }] : [];
  });
}

/** The footer's social channels that are configured. */
export function socialChannels(env: BuildEnv = buildEnv()): (PublicLink & { label: SocialChannel })[] {
  return SOCIAL_CHANNELS.flatMap((label) => {
    const href = webAddress(env[SOCIAL_KEYS[label]]);
    return href ? [{ label, href }] : [];
  });
}

/** Who the error popups point to (docs/requirements.md#core-8: the webmaster for 500, the administrator for 451). */
const CONTACTS = {
  webmaster: { label: 'Webmaster', key: 'VITE_WEBMASTER_EMAIL' },
  administrator: { label: 'Administrator', key: 'VITE_ADMIN_EMAIL' },
} as const;
export type SupportContact = keyof typeof CONTACTS;

/** The configured contact, or null (the popup then names none). */
export function supportContact(which: SupportContact, env: BuildEnv = buildEnv()): { label: string; email: string } | null {
  const email = mailbox(env[CONTACTS[which].key]);
  return email ? { label: CONTACTS[which].label, email } : null;
}
