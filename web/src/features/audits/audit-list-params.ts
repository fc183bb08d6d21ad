import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { surveyStates, type SurveyState } from '@aquarisk/contract/answer-types';

/** The audits list's filters and page, kept in the URL so a reload or a shared link shows the same list. */
export interface AuditListParams {
  state?: SurveyState;
  country?: string;
  region?: string;
  /** farm filter: externalId, and the name shown in the search box */
  farm?: string;
  farmName?: string;
  page: number;
}

const text = (v: string | null) => (v && v.trim() ? v : undefined);

export function readListParams(search: URLSearchParams): AuditListParams {
  const state = search.get('state');
  const page = Number(search.get('page'));
  const params: AuditListParams = { page: Number.isInteger(page) && page > 0 ? page : 1 };
  if (state && (surveyStates as readonly string[]).includes(state)) params.state = state as SurveyState;
  const country = text(search.get('country'));
  if (country) params.country = country;
  const region = country ? text(search.get('region')) : undefined;
  if (region) params.region = region;
  const farm = text(search.get('farm'));
  if (farm) {
    params.farm = farm;
    params.farmName = text(search.get('farmName')) ?? '';
  }
  return params;
}

export function writeListParams(p: AuditListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.state) out.set('state', p.state);
  if (p.country) out.set('country', p.country);
  if (p.country && p.region) out.set('region', p.region);
  if (p.farm) {
    out.set('farm', p.farm);
    if (p.farmName) out.set('farmName', p.farmName);
  }
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/** The GET /survey query of one list page (docs/requirements.md#core-7). */
export function surveyQuery(companyExtId: string, p: AuditListParams, size: number) {
  return {
    filterCompanyExtId: companyExtId,
    filterState: p.state,
    filterCountry: p.country,
    filterStateProvince: p.region,
    filterFarmExtId: p.farm,
    page: p.page,
    size,
  };
}

/** Reads the params and changes them; any change of a filter goes back to page 1. */
export function useAuditListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (patch: Partial<AuditListParams>) => {
      setSearch((prev) => writeListParams({ ...readListParams(prev), page: 1, ...patch }));
    },
    [setSearch],
  );
  return [params, update] as const;
}
