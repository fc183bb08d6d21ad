/** Query keys of the farm screens, per company. */
export const farmKeys = {
  all: ['farms'] as const,
  company: (companyId: string) => [...farmKeys.all, companyId] as const,
  list: (companyId: string) => [...farmKeys.company(companyId), 'list'] as const,
  search: (companyId: string, text: string) => [...farmKeys.company(companyId), 'search', text] as const,
  detail: (companyId: string, farmId: string) => [...farmKeys.company(companyId), 'detail', farmId] as const,
  users: (companyId: string, farmId: string) => [...farmKeys.company(companyId), 'users', farmId] as const,
  companyUsers: (companyId: string) => [...farmKeys.company(companyId), 'company-users'] as const,
  userSearch: (companyId: string, text: string) => [...farmKeys.company(companyId), 'user-search', text] as const,
};

export const companyPath = (companyId: string) => `/company/${encodeURIComponent(companyId)}`;
export const farmPath = (companyId: string, farmId: string) => `${companyPath(companyId)}/farm/${encodeURIComponent(farmId)}`;
