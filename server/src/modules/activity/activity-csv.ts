import { activityEventLabel, describeChanges, type FieldChanges } from '@aquarisk/contract/activity';
import type { LogRow } from './activity-log.repository.ts';

export const CSV_HEADER = ['Timestamp', 'User', 'Event', 'Method', 'Target', 'Target name', 'Target id', 'Company Name', 'Changes'];

/** RFC 4180 field; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export function csvRow(r: LogRow): string {
  const changes = describeChanges(JSON.parse(r.updatedFieldsJson) as FieldChanges).join('\n');
  return csvLine([
    r.createdAt,
    r.actorEmail,
    activityEventLabel(r.method, r.target),
    r.method,
    r.target,
    r.targetName,
    r.targetExtId,
    r.companyName,
    changes,
  ]);
}
