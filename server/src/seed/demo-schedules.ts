import type { ScheduleKind } from '@aquarisk/contract/schemas/audit-schedule.schema';
import type { Executor } from '../db/database.ts';
import { refreshNextAuditDue, todayUtc } from '../db/farm-schedules.ts';

interface DemoSchedule {
  farm: string;
  kind: ScheduleKind;
  /** a cycle's audit date, in days from the day the demo is seeded (negative: already passed) */
  cycleInDays?: number;
}

/**
 * Audit schedules of the demo (issue 26 item 3), so the farm list and the audits list show every badge. Cycle dates
 * are counted from the seeding day, so a fresh demo always has them; Chiloé Sur's and Hardanger's yearly audits are
 * counted from their latest scored audits (November 2024, May 2025), long past: Hardanger's 2026 audit is under way,
 * and only a scored audit meets a schedule (issue 37 item 14).
 */
export const demoSchedules: readonly DemoSchedule[] = [
  { farm: 'Chiloé Sur', kind: 'MONTHS_12' },
  { farm: 'Saronic Gulf Pens', kind: 'CYCLE', cycleInDays: -21 },
  { farm: 'Lofoten North', kind: 'CYCLE', cycleInDays: 20 },
  { farm: 'Loch Creran', kind: 'CYCLE', cycleInDays: 60 },
  { farm: 'Hardanger Fjord Site', kind: 'MONTHS_12' },
];

const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Sets the demo farms' schedules and their due dates (after the demo audits, which the interval rule counts from). */
export async function seedDemoSchedules(tx: Executor, today = todayUtc()) {
  const ids: number[] = [];
  for (const s of demoSchedules) {
    const row = await tx
      .updateTable('farms')
      .set({
        scheduleKind: s.kind,
        scheduleCycleDate: s.cycleInDays === undefined ? null : dayFrom(today, s.cycleInDays),
        scheduledOn: today,
      })
      .where('name', '=', s.farm)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await refreshNextAuditDue(tx, { farmIds: ids });
}
