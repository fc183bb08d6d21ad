import { addDays, defaultActionDueDays, utcDay } from '@aquarisk/contract/action-due';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import type { DemoAction } from './demo-audits.ts';

/**
 * Owners and due days of the demo's open actions (issue 28 item 1), by title: due a number of days from the day the
 * demo is seeded, so every screen has overdue actions, actions due within a week and later ones, owned by members
 * of the farm's company or unassigned (owner null). Closed actions are owned by whoever closed them and fall due
 * as their risk level's default days from when they were raised, as migration 048 backfills old actions.
 */
const openDue: Record<string, { owner: string | null; inDays: number }> = {
  'Sea-lice counts above the legal limit': { owner: 'manager@example.com', inDays: -9 },
  'Unreported escape of about 150,000 fish': { owner: 'company@example.com', inDays: -3 },
  'Feed barge generator not tested under load': { owner: 'farmer@example.com', inDays: 4 },
  'Dissolved oxygen logger out of calibration': { owner: 'farmer@example.com', inDays: 6 },
  'Mortality removal frequency below standard': { owner: 'manager@example.com', inDays: 25 },
  'Longline buoys missing on line 17': { owner: 'manager@example.com', inDays: 40 },
  'Update the fish health plan after the vet visit': { owner: null, inDays: 60 },
  'Harvest area closure log incomplete': { owner: 'other@example.com', inDays: -2 },
};

/** The owner's e-mail (null: unassigned) and the due day of a demo action raised at `createdAt`, seeded on `today`. */
export function demoActionDue(action: DemoAction, createdAt: string, today: string): { owner: string | null; dueOn: string } {
  const open = openDue[action.title];
  if (!action.closedBy && open) return { owner: open.owner, dueOn: addDays(today, open.inDays) };
  const days = defaultActionDueDays[action.riskLevel as ActionRiskLevel];
  return { owner: action.closedBy ?? null, dueOn: addDays(utcDay(new Date(createdAt)), days) };
}
