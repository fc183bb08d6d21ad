import { formatCsv } from '@aquarisk/contract/csv/csv-records';
import type { RefusedAnswer } from './offline-db.ts';

const columns = [
  'surveyExtId',
  'questionId',
  'questionText',
  'answerShown',
  'answerValue',
  'givenAt',
  'reason',
  'message',
  'refusedAt',
  'clientId',
] as const;

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value);

/** The refused answers as CSV (issue 27 item 4): one row per answer, the question and the reason with it. */
export function refusedAsCsv(rows: readonly RefusedAnswer[]): string {
  return formatCsv([[...columns], ...rows.map((r) => columns.map((c) => asText(String(r[c]))))]);
}

/** The refused answers as JSON, every field kept. */
export function refusedAsJson(rows: readonly RefusedAnswer[]): string {
  return `${JSON.stringify(
    rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c]]))),
    null,
    2,
  )}\n`;
}
