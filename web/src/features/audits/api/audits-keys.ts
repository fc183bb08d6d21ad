import { sharedKeys } from '../../../lib/shared-query-keys.ts';
import type { AuditListParams } from '../audit-list-params.ts';

/** Query keys of the audits list and the launch form. One audit's own data lives under `auditKeys` (audit frame). */
export const auditsKeys = {
  all: ['audits'] as const,
  lists: () => sharedKeys.auditLists(),
  list: (companyExtId: string, params: AuditListParams) => [...auditsKeys.lists(), companyExtId, params] as const,
  locations: (companyExtId: string) => [...auditsKeys.all, 'locations', companyExtId] as const,
  /** the farm's audits, read by the launch form for the audit to start from (issue 26 item 1) */
  farm: (companyExtId: string, farmExtId: string) => [...auditsKeys.all, 'farm', companyExtId, farmExtId] as const,
};

/** The question flow of one audit: the user's cursor and the table of contents. */
export const questionKeys = {
  all: sharedKeys.auditQuestions(),
  current: (surveyExtId: string) => [...sharedKeys.auditQuestions(surveyExtId), 'current'] as const,
  sections: (surveyExtId: string) => [...sharedKeys.auditQuestions(surveyExtId), 'sections'] as const,
};
