import { activityEventLabel, describeChanges, type FieldChanges } from '@aquarisk/contract/activity';
import type { LogRow } from './log-query.repository.ts';

export const CSV_HEADER = ['Timestamp', 'User', 'Event', 'Method', 'Target', 'Target name', 'Target id', 'Company Name', 'Changes'];

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list: = + - @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * The same after a field separator of either kind, or a line break: Excel splits on `;` where the decimal mark is a
 * comma, and a tool that ignores quotes splits on any of them (issue 21).
 */
const FORMULA_AFTER_SEPARATOR = /([,;\n])(?=[=+\-@\t\r])/g;

/**
 * RFC 4180 field that no spreadsheet runs as a formula: a formula start at the beginning or after a separator gets a
 * `'` before it, and a field holding either separator, a quote or a line break is quoted whole.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A line of fields; a number is written as it is (no number is a formula: -40 stays a number to a spreadsheet). */
export const csvLine = (fields: (string | number | null)[]) =>
  `${fields.map((f) => (typeof f === 'number' ? String(f) : csvField(f))).join(',')}\r\n`;

export function csvRow(r: LogRow): string {
  const fields = JSON.parse(r.updatedFieldsJson) as FieldChanges;
  const changes = describeChanges(fields).join('\n');
  return csvLine([
    r.createdAt,
    r.actorEmail,
    activityEventLabel(r.method, r.target, fields),
    r.method,
    r.target,
    r.targetName,
    r.targetExtId,
    r.companyName,
    changes,
  ]);
}
