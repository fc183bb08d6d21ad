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
/** The log's Event column: what was done to what, e.g. 'Update · Farm', 'Launch · Audit'. */
export const activityEventLabel = (method: string, target: string) => `${activityMethodLabel(method)} · ${activityTargetLabel(target)}`;

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

/** The expanded log row (docs/requirements.md#results-2): '{field} was: X, now: Y' for each changed field. */
export function describeChanges(changes: FieldChanges): string[] {
  return Object.entries(changes).map(([field, [before, after]]) => `${field} was: ${logValueText(before)}, now: ${logValueText(after)}`);
}
