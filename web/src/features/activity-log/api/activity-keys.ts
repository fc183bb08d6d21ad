import type { ActivityLogParams } from '../activity-log-params.ts';

/** Query keys of the activity log, one factory for the feature. */
export const activityKeys = {
  all: ['activity-log'] as const,
  page: (p: ActivityLogParams) => [...activityKeys.all, 'page', p] as const,
  users: (name: string) => [...activityKeys.all, 'users', name] as const,
};
