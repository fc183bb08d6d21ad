import { sharedKeys } from '../../../lib/shared-query-keys.ts';

/** Query keys of the farm screens, per company. */
export const farmKeys = {
  all: ['farms'] as const,
  company: (companyId: string) => sharedKeys.companyFarms(companyId),
  list: (companyId: string) => [...farmKeys.company(companyId), 'list'] as const,
  detail: (companyId: string, farmId: string) => [...farmKeys.company(companyId), 'detail', farmId] as const,
  users: (companyId: string, farmId: string) => [...farmKeys.company(companyId), 'users', farmId] as const,
};

export const companyPath = (companyId: string) => `/company/${encodeURIComponent(companyId)}`;
export const farmPath = (companyId: string, farmId: string) => `${companyPath(companyId)}/farm/${encodeURIComponent(farmId)}`;
