import { can } from '@aquarisk/contract/capabilities';
import { permissionMessages } from '@aquarisk/contract/messages';

const HIGH_RISKS: readonly string[] = ['MODERATE_HIGH', 'HIGH'];

/**
 * Why this user may not resolve an action of this risk, in the tooltip's words, or null when they may (spec 2 §6):
 * LOW to MODERATE for Manager, Company and Admin; MODERATE_HIGH and HIGH for Company and Admin.
 */
export function resolveRefusal(authorities: readonly string[], riskLevel: string): string | null {
  if (HIGH_RISKS.includes(riskLevel)) return can(authorities, 'resolveHighAction') ? null : permissionMessages.resolveHigh;
  return can(authorities, 'resolveModerateAction') ? null : permissionMessages.resolveModerate;
}
