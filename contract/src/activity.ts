import { richTextToPlain } from './answers/rich-text-plain.ts';

export const activityMethods = [
  'ADD',
  'UPDATE',
  'DELETE',
  'LAUNCH',
  'UPLOAD',
  'DOWNLOAD',
  'ADD_USER',
  'UPDATE_USER',
  'DELETE_USER',
] as const;
export type ActivityMethod = (typeof activityMethods)[number];

export const activityTargets = [
  'SURVEY',
  'TEMPLATE',
  'FARM',
  'COMPANY',
  'USER',
  'ACTION_ITEM',
  'ACTION_ITEM_DETAIL',
  'COMPANY_USER',
  'COMPANY_FARM',
  'SURVEY_USER',
] as const;
export type ActivityTarget = (typeof activityTargets)[number];

export const activityTargetLabels: Record<ActivityTarget, string> = {
  SURVEY: 'Audit',
  TEMPLATE: 'Template',
  FARM: 'Farm',
  COMPANY: 'Company',
  USER: 'User',
  ACTION_ITEM: 'Action',
  ACTION_ITEM_DETAIL: 'Action detail',
  COMPANY_USER: 'Company user',
  COMPANY_FARM: 'Company farm',
  SURVEY_USER: 'Audit user',
};

export const activityMethodLabels: Record<ActivityMethod, string> = {
  ADD: 'Add',
  UPDATE: 'Update',
  DELETE: 'Delete',
  LAUNCH: 'Launch',
  UPLOAD: 'Upload',
  DOWNLOAD: 'Download',
  ADD_USER: 'Add user',
  UPDATE_USER: 'Update user',
  DELETE_USER: 'Remove user',
};

/** Readable label of a stored code; a code this build does not know shows as itself. */
export const activityTargetLabel = (target: string) => activityTargetLabels[target as ActivityTarget] ?? target;
export const activityMethodLabel = (method: string) => activityMethodLabels[method as ActivityMethod] ?? method;
/** An audit's files by category, as the log names them (issue 37 item 15). */
const mediaLogLabels: Record<string, string> = {
  drone: 'drone footage',
  submarine: 'ROV footage',
  video: 'video',
  map: 'site image',
};

/**
 * What an entry acted on: the target's label, or, for an audit's file upload or deletion (logged on the audit with a
 * `media` change), the file: 'Audit media: ROV footage' (issue 37 item 15), not just 'Audit'.
 */
export function activitySubjectLabel(target: string, changes?: FieldChanges): string {
  const category = changes?.category?.find((v) => typeof v === 'string');
  if (target === 'SURVEY' && changes?.media) {
    const kind = typeof category === 'string' ? (mediaLogLabels[category] ?? category) : null;
    return kind ? `Audit media: ${kind}` : 'Audit media';
  }
  return activityTargetLabel(target);
}

/** The log's Event column: what was done to what, e.g. 'Update · Farm', 'Launch · Audit', 'Delete · Audit media: video'. */
export const activityEventLabel = (method: string, target: string, changes?: FieldChanges) =>
  `${activityMethodLabel(method)} · ${activitySubjectLabel(target, changes)}`;

/** `{ field: [before, after] }` as stored in updatedFieldsJson. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** Field-level diff of two flat records; only keys present in `after` are compared. */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = [a, b];
  }
  return changes;
}

/** One logged value as text: empty for none, lists joined with commas. */
export function logValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

// Tags of the server's rich-text allow-list (server/src/lib/sanitize-html.ts) that mark a logged value as rich text.
const RICH_TEXT = /<\/?(?:p|h[1-6]|ul|ol|li|br|strong|em|b|i|u|s|a|blockquote|code|pre)\b[^>]*>/i;
// An instant as the server stores it ('2026-03-07T14:45:00.000Z'); calendar days stay as written.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export interface DescribeOptions {
  /** shows a logged instant, e.g. in the reader's locale and time zone; unset keeps the stored ISO text (CSV) */
  formatInstant?: (iso: string) => string;
}

/** A logged value for a reader: rich text as text, instants through `formatInstant`, the rest as logValueText. */
function readableLogValue(value: unknown, opts: DescribeOptions): string {
  if (typeof value === 'string' && RICH_TEXT.test(value)) return richTextToPlain(value) || 'empty';
  if (typeof value === 'string' && opts.formatInstant && INSTANT.test(value)) return opts.formatInstant(value);
  return logValueText(value);
}

/**
 * The expanded log row (docs/requirements.md#results-2): '{field} was: X, now: Y' for each changed field. Rich text
 * (an action's closure, a description) reads as text, not as `<p>…</p>` (issue 37 item 15).
 */
export function describeChanges(changes: FieldChanges, opts: DescribeOptions = {}): string[] {
  return Object.entries(changes).map(
    ([field, [before, after]]) => `${field} was: ${readableLogValue(before, opts)}, now: ${readableLogValue(after, opts)}`,
  );
}
