/** Query keys of the user screens, per company. */
export const userKeys = {
  all: ['users'] as const,
  company: (companyId: string) => [...userKeys.all, companyId] as const,
  detail: (companyId: string, userId: string) => [...userKeys.company(companyId), 'detail', userId] as const,
  farms: (companyId: string, userId: string) => [...userKeys.company(companyId), 'farms', userId] as const,
  companyFarms: (companyId: string) => [...userKeys.company(companyId), 'company-farms'] as const,
};
