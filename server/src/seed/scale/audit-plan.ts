import { randomUUID } from 'node:crypto';
import { PARTIAL_SHARES, VARIANTS } from './answer-sets.ts';
import { between, randomFrom, weighted } from './scale-random.ts';
import type { FarmPlan } from './tenant-plan.ts';

export type AuditState = 'NOT_STARTED' | 'IN_PROGRESS' | 'SCORED';
export interface AuditPlan {
  id: number;
  externalId: string;
  farm: FarmPlan;
  name: string;
  year: number;
  createdAt: string;
  scoredAt: string | null;
  state: AuditState;
  /** which answer set of its farm type and year */
  variant: number;
  /** index into PARTIAL_SHARES for an in-progress audit */
  partial: number;
}

export const FIRST_YEAR = 2018;
export const LAST_YEAR = 2026;
const DAY_MS = 86_400_000;
const NAMES = ['Annual risk audit', 'Renewal survey', 'Biosecurity review', 'Post-storm inspection', 'Underwriting survey'];
const STATES: AuditState[] = ['SCORED', 'IN_PROGRESS', 'NOT_STARTED'];
/** Old audits are mostly scored (a few abandoned); the current year's are mostly open. */
const stateWeights = (year: number, lastYear: number) => (year < lastYear - 1 ? [88, 4, 8] : year < lastYear ? [65, 22, 13] : [25, 45, 30]);

/**
 * The audits of one farm: `count` of them, one year apart as far as they go (newest last), in mixed states. The
 * newest possible date is ten days before `now`, so a scored audit's score date is never in the future.
 */
export function planFarmAudits(farm: FarmPlan, count: number, firstId: number, now: Date): AuditPlan[] {
  const rand = randomFrom(farm.id * 977 + 13);
  const lastYear = Math.min(LAST_YEAR, now.getUTCFullYear());
  const latest = now.getTime() - 10 * DAY_MS;
  const plans: AuditPlan[] = [];
  for (let k = 0; k < count; k++) {
    const year = Math.max(FIRST_YEAR, lastYear - Math.floor(((count - 1 - k) * (lastYear - FIRST_YEAR + 1)) / count));
    const start = Date.UTC(year, 0, 2);
    const end = Math.min(Date.UTC(year, 11, 20), latest);
    const created = new Date(start + Math.floor(rand() * Math.max(1, end - start)));
    const state = weighted(rand, STATES, stateWeights(year, lastYear));
    plans.push({
      id: firstId + k,
      externalId: randomUUID(),
      farm,
      name: `${year} ${NAMES[(farm.id + k) % NAMES.length]}`,
      year,
      createdAt: created.toISOString(),
      scoredAt: state === 'SCORED' ? new Date(created.getTime() + between(rand, 3, 9) * DAY_MS).toISOString() : null,
      state,
      variant: Math.floor(rand() * VARIANTS),
      partial: Math.floor(rand() * PARTIAL_SHARES.length),
    });
  }
  return plans;
}
