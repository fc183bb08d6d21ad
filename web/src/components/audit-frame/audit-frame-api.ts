import { useQuery } from '@tanstack/react-query';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import type { Survey } from '@aquarisk/contract/schemas/survey.schema';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../lib/api-client.ts';

export type SurveyDetail = Survey & { farmExtId: string; farmName: string; companyExtId: string; companyName: string };

/** Query keys of one audit, shared by every audit view so saving in one refreshes the others. */
export const auditKeys = {
  all: ['audit'] as const,
  survey: (id: string) => [...auditKeys.all, id] as const,
  farm: (id: string) => [...auditKeys.all, id, 'farm'] as const,
};

export function useSurveyQuery(surveyExtId: string) {
  return useQuery({
    queryKey: auditKeys.survey(surveyExtId),
    queryFn: ({ signal }) => apiRequest<SurveyDetail>(`/survey/${surveyExtId}`, { signal }),
    meta: { errorContext: { message: screenMessages.loadAudit, object: 'audit' } },
  });
}

export function useSurveyFarmQuery(surveyExtId: string) {
  return useQuery({
    queryKey: auditKeys.farm(surveyExtId),
    queryFn: ({ signal }) => apiRequest<Farm>(`/survey/${surveyExtId}/farm`, { signal, query: { showMediaCats: true } }),
    meta: { errorContext: { message: screenMessages.loadAuditFarm, object: 'farm' } },
  });
}
