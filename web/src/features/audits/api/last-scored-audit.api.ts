import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { AuditGroups, Survey } from '@aquarisk/contract/schemas/survey.schema';
import { callApi } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

/** The farm's latest scored audit (the newest launched of those scored), or null: what a new audit can start from. */
export function lastScoredAudit(groups: AuditGroups): Survey | null {
  const surveys = groups.companies.flatMap((c) => c.farms.flatMap((f) => f.surveys)).filter((s) => s.state === 'SCORED');
  return surveys.reduce<Survey | null>((latest, s) => (!latest || s.createdAt > latest.createdAt ? s : latest), null);
}

/** GET /company/{id}/farm/{farmId}/survey, narrowed to the audit a launch may start from (issue 26 item 1). */
export function useLastScoredAudit(companyExtId: string | undefined, farmExtId: string | undefined) {
  return useQuery({
    queryKey: auditsKeys.farm(companyExtId ?? '', farmExtId ?? ''),
    queryFn: ({ signal }) => callApi(auditEndpoints.farmAudits, { params: { id: companyExtId!, farmId: farmExtId! }, signal }),
    enabled: Boolean(companyExtId && farmExtId),
    select: lastScoredAudit,
    meta: { errorContext: { message: screenMessages.loadLastAudit, object: "farm's audits" } },
  });
}
