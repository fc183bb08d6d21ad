import { permissionMessages } from './messages.ts';
import type { Role } from './roles.ts';

/** The capability table of docs/requirements.md#decisions-roles: one source for the server's checks and the client's buttons. */
export const capabilities = {
  manageCompanies: ['ROLE_ADMIN'],
  seeAllCompanies: ['ROLE_ADMIN'],
  /** every farm and audit of a company the caller belongs to, not only those assigned to them */
  seeWholeCompany: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  manageTemplates: ['ROLE_ADMIN'],
  readActivityLog: ['ROLE_ADMIN'],
  launchAudit: ['ROLE_ADMIN'],
  grantAdmin: ['ROLE_ADMIN'],
  editCompany: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  /** the company's single sign-on: issuer, client, domains, roles (issue 28 item 4) */
  configureSso: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  deleteFarm: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  manageUsers: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  assignFarms: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  setRoles: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  editFarms: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR'],
  manageAuditUsers: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER'],
  listCompanyUsers: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER'],
  /**
   * e-mails and phones of the people a farm or audit lists (issue 21); everyone who sees the farm or audit sees their
   * names. Those who add or remove people (assignFarms, manageAuditUsers) hold it too.
   */
  seeContactDetails: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER'],
  answerQuestions: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR', 'ROLE_MANAGER', 'ROLE_FARMER'],
  raiseActions: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR', 'ROLE_MANAGER', 'ROLE_FARMER'],
  scoreAudit: ['ROLE_ADMIN', 'ROLE_SURVEYOR'],
  /** score an audit that is scored already */
  rescoreAudit: ['ROLE_ADMIN'],
  uploadMedia: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_SURVEYOR'],
  resolveModerateAction: ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER'],
  resolveHighAction: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  seeStepScore: ['ROLE_ADMIN'],
  /** export or erase a person's data (issue 24): company admins only for people in no other company */
  processPersonalData: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  /** a company's webhook endpoints, secrets and deliveries (issue 28 item 3) */
  manageWebhooks: ['ROLE_ADMIN', 'ROLE_COMPANY'],
  /** let a company's webhooks reach private networks (SSRF guard off): the platform's admins only */
  allowPrivateWebhooks: ['ROLE_ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof capabilities;

export function can(authorities: readonly string[], capability: Capability): boolean {
  const allowed: readonly string[] = capabilities[capability];
  return authorities.some((role) => allowed.includes(role));
}

/** The role only an admin grants, takes away or edits the holder of. */
export const ADMIN_ROLE: Role = 'ROLE_ADMIN';
/** The role a new company member gets when none is chosen. */
export const DEFAULT_MEMBER_ROLE: Role = 'ROLE_USER';

/** Roles a caller may grant or take away: only an admin touches ROLE_ADMIN. */
export function canChangeRole(authorities: readonly string[], role: string): boolean {
  if (role === ADMIN_ROLE) return can(authorities, 'grantAdmin');
  return can(authorities, 'setRoles');
}

/** Whether a member holding these roles may be edited by the caller: an admin's account only by an admin. */
export function canEditMember(authorities: readonly string[], memberRoles: readonly string[]): boolean {
  return !memberRoles.includes(ADMIN_ROLE) || can(authorities, 'grantAdmin');
}

/**
 * Whether the caller may export or erase this member's personal data: the capability, and an admin's account only by
 * an admin. The server also refuses a company admin for a member of another company (it knows the memberships).
 */
export function canProcessPersonalData(authorities: readonly string[], memberRoles: readonly string[]): boolean {
  return can(authorities, 'processPersonalData') && canEditMember(authorities, memberRoles);
}

const HIGH_RISKS: readonly string[] = ['MODERATE_HIGH', 'HIGH'];

/**
 * Why this user may not resolve an action of this risk, in the tooltip's words, or null when they may (docs/requirements.md#results-6):
 * LOW to MODERATE for Manager, Company and Admin; MODERATE_HIGH and HIGH for Company and Admin.
 */
export function resolveRefusal(authorities: readonly string[], riskLevel: string): string | null {
  if (HIGH_RISKS.includes(riskLevel)) return can(authorities, 'resolveHighAction') ? null : permissionMessages.resolveHigh;
  return can(authorities, 'resolveModerateAction') ? null : permissionMessages.resolveModerate;
}

/** Whether the caller may score this audit now: scoring needs scoreAudit, scoring again rescoreAudit too. */
export function canScoreAudit(authorities: readonly string[], scored: boolean): boolean {
  return can(authorities, 'scoreAudit') && (!scored || can(authorities, 'rescoreAudit'));
}
