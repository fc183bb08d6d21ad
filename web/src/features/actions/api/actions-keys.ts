import { sharedKeys } from '../../../lib/shared-query-keys.ts';

export interface CompanyActionsFilter {
  companyExtId: string;
  page: number;
  size: number;
  closed: boolean;
  year: number | null;
  risk: string | null;
  due?: 'overdue' | 'soon' | null;
  owner?: 'me' | 'unassigned' | null;
  dueFirst?: boolean;
}

/** Query keys of the actions page; resolving an action refreshes everything under `all`. */
export const actionsKeys = {
  all: sharedKeys.actions(),
  companyList: (f: CompanyActionsFilter) => [...actionsKeys.all, 'company', f] as const,
  openRisk: (companyExtId: string, risk: string) => [...actionsKeys.all, 'open-risk', companyExtId, risk] as const,
  survey: (surveyExtId: string, closed: boolean) => [...actionsKeys.all, 'survey', surveyExtId, closed] as const,
  years: () => [...actionsKeys.all, 'years'] as const,
};
