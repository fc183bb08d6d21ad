import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

/** DELETE /company/{id} (admins): its farms, audits and memberships go with it. */
export function deleteCompany(companyId: string): Promise<void> {
  return apiRequest<void>(`/company/${encodeURIComponent(companyId)}`, { method: 'DELETE' });
}

export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    // The deleted company's screen must not refetch it (that would pop up 'Not found').
    onSuccess: (_data, companyId) => client.removeQueries({ queryKey: companyKeys.detail(companyId) }),
    meta: { errorContext: { message: screenMessages.deleteCompanies, object: 'company', operation: 'deleted' } },
  });
}
