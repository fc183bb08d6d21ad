import type { Role } from './roles.ts';

/** The capability table of DECISIONS.md: one source for the server's checks and the client's buttons. */
export const capabilities = {
  manageCompanies: ['ROLE_ADMIN'],
  seeAllCompanies: ['ROLE_ADMIN'],
  manageTemplates: ['ROLE_ADMIN'],
  readActivityLog: ['ROLE_ADMIN'],
  launchAudit: ['ROLE_ADMIN'],
  grantAdmin: ['ROLE_ADMIN'],
  editCompany: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  deleteFarm: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  manageUsers: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  assignFarms: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  setRoles: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  editFarms: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR'],
  manageAuditUsers: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER'],
  listCompanyUsers: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER'],
  answerQuestions: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR', 'ROLE_MANAGER', 'ROLE_FARMER'],
  raiseActions: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR', 'ROLE_MANAGER', 'ROLE_FARMER'],
  scoreAudit: ['ROLE_ADMIN', 'ROLE_SURVEYOR'],
  uploadMedia: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR'],
  resolveModerateAction: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER'],
  resolveHighAction: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  seeStepScore: ['ROLE_ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof capabilities;

export function can(authorities: readonly string[], capability: Capability): boolean {
  const allowed: readonly string[] = capabilities[capability];
  return authorities.some((role) => allowed.includes(role));
}

/** Roles a caller may grant or take away: only an admin touches ROLE_ADMIN. */
export function canChangeRole(authorities: readonly string[], role: string): boolean {
  if (role === 'ROLE_ADMIN') return can(authorities, 'grantAdmin');
  return can(authorities, 'setRoles');
}
