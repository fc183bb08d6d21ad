import { useQuery } from '@tanstack/react-query';
import { trendEndpoints } from '@aquarisk/contract/endpoints/trend.endpoints';
import { callApi } from '../../lib/api-client.ts';

export type { FarmTrend, TrendMeasure, TrendEnvironmentSeries, TrendLimit } from '@aquarisk/contract/schemas/trend.schema';

/** Whose trend: a farm by its ids (the farm page) or the farm of an audit (the results screen). */
export type TrendSource = { companyExtId: string; farmExtId: string } | { surveyExtId: string };

export const farmTrendKeys = {
  all: () => ['farm-trend'] as const,
  of: (source: TrendSource) =>
    'surveyExtId' in source
      ? ([...farmTrendKeys.all(), 'survey', source.surveyExtId] as const)
      : ([...farmTrendKeys.all(), 'farm', source.companyExtId, source.farmExtId] as const),
};

/** GET /company/{id}/farm/{farmId}/trend or GET /survey/{id}/trend. */
export function fetchFarmTrend(source: TrendSource, signal?: AbortSignal) {
  return 'surveyExtId' in source
    ? callApi(trendEndpoints.survey, { params: { id: source.surveyExtId }, signal })
    : callApi(trendEndpoints.farm, { params: { id: source.companyExtId, farmId: source.farmExtId }, signal });
}

/** The panel shows its own error state, so no central popup. */
export function useFarmTrendQuery(source: TrendSource) {
  return useQuery({ queryKey: farmTrendKeys.of(source), queryFn: ({ signal }) => fetchFarmTrend(source, signal), retry: false });
}
