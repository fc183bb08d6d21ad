import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyUserSchema } from '@aquarisk/contract/schemas/user.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

/** GET /company/{id}/user (admin, company, manager): every member, for the Assigned Users multiselect. */
export function useCompanyUsersQuery(companyExtId: string | undefined) {
  return useQuery({
    queryKey: auditsKeys.companyUsers(companyExtId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/company/${companyExtId}/user`, { signal, schema: z.array(companyUserSchema) }),
    enabled: Boolean(companyExtId),
    meta: { errorContext: { message: screenMessages.loadTheUsers, object: 'users', plural: true } },
  });
}
