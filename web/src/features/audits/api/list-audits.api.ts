import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDITS_PAGE_SIZE } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { ListFarmWithSurveys, SurveyListPage } from '@aquarisk/contract/schemas/survey.schema';
import { callApi } from '../../../lib/api-client.ts';
import { surveyQuery, type AuditListParams } from '../audit-list-params.ts';
import { auditsKeys } from './audits-keys.ts';

/** A farm of the list: a summary with its audits; the detail panel reads the whole farm (issue 25 item 4). */
export type FarmWithAudits = ListFarmWithSurveys;
export type AuditListPage = SurveyListPage;

/** GET /survey: one page of audits grouped as companies → farms → surveys. */
export function fetchAudits(companyExtId: string, params: AuditListParams, signal?: AbortSignal): Promise<AuditListPage> {
  return callApi(auditEndpoints.list, { query: surveyQuery(companyExtId, params, AUDITS_PAGE_SIZE), signal });
}

/** One page of the list: its key (the farm's name is shown only, not asked for) and its fetch; the page and the prefetch at sign-in share it. */
export function auditsListQuery(companyExtId: string, params: AuditListParams) {
  const { farmName: _shownOnly, ...key } = params;
  return queryOptions({
    queryKey: auditsKeys.list(companyExtId, key),
    queryFn: ({ signal }) => fetchAudits(companyExtId, params, signal),
  });
}

export function useAuditsQuery(companyExtId: string | undefined, params: AuditListParams) {
  return useQuery({
    ...auditsListQuery(companyExtId ?? '', params),
    enabled: Boolean(companyExtId),
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadAudits, object: 'audits', plural: true } },
  });
}
