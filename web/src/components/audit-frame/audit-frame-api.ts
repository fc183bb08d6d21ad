import { useQuery } from '@tanstack/react-query';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { screenMessages } from '@aquarisk/contract/messages';
import { callApi } from '../../lib/api-client.ts';
import { sharedKeys } from '../../lib/shared-query-keys.ts';

export type { SurveyDetail } from '@aquarisk/contract/schemas/survey.schema';

/** Query keys of one audit, shared by every audit view so saving in one refreshes the others. */
export const auditKeys = {
  all: ['audit'] as const,
  survey: (id: string) => sharedKeys.audit(id),
  farm: (id: string) => [...auditKeys.all, id, 'farm'] as const,
  /** the audit's footage and site image (GET /survey/{id}/media?latestOnly) */
  media: (id: string) => [...auditKeys.all, id, 'media'] as const,
  /** the audit's environmental readings (GET /survey/{id}/environment) */
  environment: (id: string) => [...auditKeys.all, id, 'environment'] as const,
  /** the audit's people by name (POST /survey/{id}/user-ac); '' lists them all */
  people: (id: string, text: string) => [...auditKeys.all, id, 'people', text] as const,
};

export function useSurveyQuery(surveyExtId: string) {
  return useQuery({
    queryKey: auditKeys.survey(surveyExtId),
    queryFn: ({ signal }) => callApi(auditEndpoints.get, { params: { id: surveyExtId }, signal }),
    meta: { errorContext: { message: screenMessages.loadAudit, object: 'audit' } },
  });
}

export function useSurveyFarmQuery(surveyExtId: string) {
  return useQuery({
    queryKey: auditKeys.farm(surveyExtId),
    queryFn: ({ signal }) => callApi(auditEndpoints.farm, { params: { id: surveyExtId }, query: { showMediaCats: 'true' }, signal }),
    // Every audit has its farm: a 404 here means the audit itself is not there (or not the user's to see).
    meta: { errorContext: { message: screenMessages.loadAuditFarm, object: 'audit' } },
  });
}
