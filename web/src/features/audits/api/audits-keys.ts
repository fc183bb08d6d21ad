import type { AuditListParams } from '../audit-list-params.ts';

/** Query keys of the audits list and the launch form. One audit's own data lives under `auditKeys` (audit frame). */
export const auditsKeys = {
  all: ['audits'] as const,
  lists: () => [...auditsKeys.all, 'list'] as const,
  list: (companyExtId: string, params: AuditListParams) => [...auditsKeys.lists(), companyExtId, params] as const,
  locations: (companyExtId: string) => [...auditsKeys.all, 'locations', companyExtId] as const,
  farmSearch: (companyExtId: string, name: string) => [...auditsKeys.all, 'farm-search', companyExtId, name] as const,
  templates: () => [...auditsKeys.all, 'templates'] as const,
  companyUsers: (companyExtId: string) => [...auditsKeys.all, 'company-users', companyExtId] as const,
};

/** The question flow of one audit: the user's cursor and the table of contents. */
export const questionKeys = {
  all: ['audit-question'] as const,
  current: (surveyExtId: string) => [...questionKeys.all, surveyExtId, 'current'] as const,
  sections: (surveyExtId: string) => [...questionKeys.all, surveyExtId, 'sections'] as const,
  people: (surveyExtId: string, name: string) => [...questionKeys.all, surveyExtId, 'people', name] as const,
};
