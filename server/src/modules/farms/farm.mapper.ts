import { scheduleStatus } from '@aquarisk/contract/audit-schedule';
import type { AuditSchedule, ScheduleKind } from '@aquarisk/contract/schemas/audit-schedule.schema';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { todayUtc } from '../../db/farm-schedules.ts';
import { farmNumberFields, farmTextFields, pickFields, type FarmNumberField, type FarmTextField } from '@aquarisk/contract/farm-fields';
import type { FarmAnswerRow, FarmFields } from './farm.repository.ts';

/** A farm row as the API answers it, with its people and audit counts where the caller read them. */
export function toFarm(row: FarmAnswerRow, companyExtId: string, extra?: { userCount?: number; surveyCount?: number }): Farm {
  return {
    externalId: row.externalId,
    companyExtId,
    ...farmFields(row),
    availableMediaCategories: [],
    ...(extra ?? {}),
    schedule: toSchedule(row),
  };
}

/** The farm's audit schedule with its badge against the server's today (issue 26 item 3). */
export function toSchedule(
  row: Pick<FarmAnswerRow, 'scheduleKind' | 'scheduleCycleDate' | 'nextAuditDue'>,
  today = todayUtc(),
): AuditSchedule {
  return {
    kind: row.scheduleKind as ScheduleKind,
    cycleDate: row.scheduleCycleDate,
    nextAuditDue: row.nextAuditDue,
    status: scheduleStatus(row.nextAuditDue, today),
  };
}

/** The farm's own fields, as the answer and the activity log's changes show them. */
export function farmFields(row: FarmAnswerRow): FarmFields {
  const text = pickFields<FarmTextField, string | null>(farmTextFields, row, null);
  const numbers = pickFields<FarmNumberField, number | null>(farmNumberFields, row, null);
  return {
    ...text,
    name: row.name,
    ...numbers,
    // PostgreSQL answers a bigint column as text.
    animalCount: row.animalCount === null ? null : Number(row.animalCount),
    structures: JSON.parse(row.structuresJson) as string[],
    surveyDate: row.surveyDate,
  };
}
