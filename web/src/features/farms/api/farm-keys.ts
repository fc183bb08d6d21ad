import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** Query keys of the farm screens, per company. */
export const farmKeys = {
  all: ['farms'] as const,
  company: (companyId: string) => sharedKeys.companyFarms(companyId),
  /** the Farms page's list, a page at a time (GET farm-page) */
  pages: (companyId: string) => [...farmKeys.company(companyId), 'pages'] as const,
  /** the Farms page's map (GET farm-points) */
  points: (companyId: string) => [...farmKeys.company(companyId), 'points'] as const,
  detail: (companyId: string, farmId: string) => [...farmKeys.company(companyId), 'detail', farmId] as const,
  users: (companyId: string, farmId: string) => [...farmKeys.company(companyId), 'users', farmId] as const,
};
