const env = import.meta.env as Record<string, string | undefined>;

/** Who the error popups point to (spec 1 §8: a webmaster contact for 500, the administrator for 451). */
export const supportContacts = {
  webmaster: { label: 'Webmaster', email: env['VITE_WEBMASTER_EMAIL'] ?? 'webmaster@aquarisk.local' },
  administrator: { label: 'Administrator', email: env['VITE_ADMIN_EMAIL'] ?? 'admin@aquarisk.local' },
} as const;

export type SupportContact = keyof typeof supportContacts;
