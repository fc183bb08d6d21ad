/** Query keys of the audit users view. */
export const auditUsersKeys = {
  all: ['audit-users'] as const,
  list: (surveyExtId: string) => [...auditUsersKeys.all, surveyExtId] as const,
};
