import { useMutation } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { activityLogEndpoints } from '@aquarisk/contract/endpoints/activity-log.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { filterBody, type ActivityLogParams } from '../activity-log-params.ts';

/** The export's query string: the same filter as the page, lists comma-separated. */
export function exportQuery(p: ActivityLogParams) {
  const f = filterBody(p);
  return {
    auditTargets: f.auditTargets.join(','),
    methods: f.methods.join(','),
    userEmails: f.userEmails.join(','),
    from: f.from,
    to: f.to,
    sort: p.sort,
  };
}

/**
 * GET /admin/api/v1/audit/log/export through the API client (bearer token, refresh), saved as a CSV file. The
 * server streams the file; the browser keeps it until it is saved.
 */
export async function exportActivity(p: ActivityLogParams): Promise<void> {
  const text = await (await callApi(activityLogEndpoints.export, { query: exportQuery(p) })).text();
  // The browser drops the byte-order mark when it decodes the answer; spreadsheets need it to read UTF-8.
  saveFile(
    new Blob(['\uFEFF', text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }),
    `aquarisk-activity-log-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

export function useExportActivity() {
  return useMutation({
    mutationFn: exportActivity,
    meta: { errorContext: { message: screenMessages.loadActivity, object: 'activity information', operation: 'loaded' } },
  });
}
