import { useQuery } from '@tanstack/react-query';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { surveyDetailSchema } from '@aquarisk/contract/schemas/survey.schema';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../lib/api-client.ts';

export type { SurveyDetail } from '@aquarisk/contract/schemas/survey.schema';

/** Query keys of one audit, shared by every audit view so saving in one refreshes the others. */
export const auditKeys = {
  all: ['audit'] as const,
  survey: (id: string) => [...auditKeys.all, id] as const,
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
    queryFn: ({ signal }) => apiRequest(`/survey/${surveyExtId}`, { signal, schema: surveyDetailSchema }),
    meta: { errorContext: { message: screenMessages.loadAudit, object: 'audit' } },
  });
}

export function useSurveyFarmQuery(surveyExtId: string) {
  return useQuery({
    queryKey: auditKeys.farm(surveyExtId),
    queryFn: ({ signal }) => apiRequest(`/survey/${surveyExtId}/farm`, { signal, query: { showMediaCats: true }, schema: farmSchema }),
    meta: { errorContext: { message: screenMessages.loadAuditFarm, object: 'farm' } },
  });
}
