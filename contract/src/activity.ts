export const activityMethods = [
  'ADD', 'UPDATE', 'DELETE', 'LAUNCH', 'UPLOAD', 'DOWNLOAD', 'ADD_USER', 'UPDATE_USER', 'DELETE_USER',
] as const;
export type ActivityMethod = (typeof activityMethods)[number];

export const activityTargets = [
  'SURVEY', 'TEMPLATE', 'FARM', 'COMPANY', 'USER', 'ACTION_ITEM', 'ACTION_ITEM_DETAIL', 'COMPANY_USER',
  'COMPANY_FARM', 'SURVEY_USER',
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
