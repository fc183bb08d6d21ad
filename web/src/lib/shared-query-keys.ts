/**
 * Query keys of data that more than one feature reads or changes. Each feature's key factory builds on these, so an
 * endpoint two features share has one key, and a change in one feature refreshes what another shows without the
 * features importing each other.
 */
export const sharedKeys = {
  /** one audit: its detail, farm, media, readings and people (the audit frame's keys build on it) */
  audit: (surveyExtId: string) => ['audit', surveyExtId] as const,
  /** every page of the audits list */
  auditLists: () => ['audits', 'list'] as const,
  /** one audit's question flow: the cursor, the table of contents, the question's actions */
  auditQuestions: (surveyExtId?: string) => (surveyExtId ? (['audit-question', surveyExtId] as const) : (['audit-question'] as const)),
  /** one audit's results: scores, step answers, names */
  auditResults: (surveyExtId: string) => ['results', surveyExtId] as const,
  /** the Actions page and every audit's action lists and counts */
  actions: () => ['actions'] as const,
  /** GET /company/{id}/user and POST /company/{id}/user-ac */
  companyUsers: (companyExtId: string) => ['company-users', companyExtId] as const,
  companyUserList: (companyExtId: string) => [...sharedKeys.companyUsers(companyExtId), 'list'] as const,
  companyUserSearch: (companyExtId: string, text: string) => [...sharedKeys.companyUsers(companyExtId), 'search', text] as const,
  /** a company's farms: lists, details, farm users (their user counts change with user assignments) */
  companyFarms: (companyExtId: string) => ['farms', companyExtId] as const,
  /** POST /company/{id}/farm-ac */
  farmSearch: (companyExtId: string) => ['farm-search', companyExtId] as const,
  farmSearchFor: (companyExtId: string, text: string) => [...sharedKeys.farmSearch(companyExtId), text] as const,
  /** GET /admin/api/v1/template */
  templateList: () => ['templates', 'list'] as const,
};
