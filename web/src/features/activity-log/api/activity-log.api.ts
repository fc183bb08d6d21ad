import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { activityLogEndpoints } from '@aquarisk/contract/endpoints/activity-log.endpoints';
import type { ActivityPage } from '@aquarisk/contract/schemas/activity.schema';
import { callApi } from '../../../lib/api-client.ts';
import { filterBody, type ActivityLogParams } from '../activity-log-params.ts';
import { activityKeys } from './activity-keys.ts';

/** POST /admin/api/v1/audit/log?page&size&sort with the filter body (docs/requirements.md#results-7). */
export async function fetchActivityPage(p: ActivityLogParams, signal?: AbortSignal): Promise<ActivityPage> {
  return callApi(activityLogEndpoints.page, { query: { page: p.page, size: p.size, sort: p.sort }, body: filterBody(p), signal });
}

export function useActivityPageQuery(p: ActivityLogParams) {
  return useQuery({
    queryKey: activityKeys.page(p),
    queryFn: ({ signal }) => fetchActivityPage(p, signal),
    // The last page stays on screen, dimmed, while the next loads.
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadActivity, object: 'activity information' } },
  });
}
