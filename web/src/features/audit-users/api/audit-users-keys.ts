/** Query keys of the audit users view. */
export const auditUsersKeys = {
  all: ['audit-users'] as const,
  list: (surveyExtId: string) => [...auditUsersKeys.all, surveyExtId] as const,
  search: (companyExtId: string, name: string) => [...auditUsersKeys.all, 'search', companyExtId, name] as const,
};
