export const roles = [
  'ROLE_SURVEYOR',
  'ROLE_COMPANY',
  'ROLE_ADMIN',
  'ROLE_MANAGER',
  'ROLE_USER',
  'ROLE_ADJUSTER',
  'ROLE_FARMER',
  'ROLE_UNDERWRITER',
] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  ROLE_SURVEYOR: 'Auditor',
  ROLE_COMPANY: 'Company',
  ROLE_ADMIN: 'Admin',
  ROLE_MANAGER: 'Manager',
  ROLE_USER: 'User',
  ROLE_ADJUSTER: 'Adjuster',
  ROLE_FARMER: 'Farmer',
  ROLE_UNDERWRITER: 'Underwriter',
};

/** Label of any authority, including ones this build does not know. */
export function roleLabel(role: string): string {
  if (role in roleLabels) return roleLabels[role as Role];
  const bare = role
    .replace(/^ROLE_/, '')
    .toLowerCase()
    .replace(/_/g, ' ');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** The user form's three role columns (docs/requirements.md#core-2, User form). Unknown roles join the third column. */
export const roleColumns: readonly (readonly string[])[] = [
  ['ROLE_SURVEYOR', 'ROLE_ADMIN'],
  ['ROLE_FARMER', 'ROLE_MANAGER', 'ROLE_COMPANY'],
  ['ROLE_USER', 'ROLE_ADJUSTER', 'ROLE_UNDERWRITER'],
];

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}
