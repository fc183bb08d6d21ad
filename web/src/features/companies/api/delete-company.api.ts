import { useMutation } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import { callApi } from '../../../lib/api-client.ts';

/** DELETE /company/{id} (admins): its farms, audits and memberships go with it. */
export function deleteCompany(companyId: string): Promise<void> {
  return callApi(companyEndpoints.delete, { params: { id: companyId } });
}

/**
 * The deleted company's cached record is left alone: removing or invalidating it while its screen is still mounted
 * would refetch it and pop up 'Not found'. The screen navigates away instead.
 */
export function useDeleteCompany() {
  return useMutation({
    mutationFn: deleteCompany,
    meta: { errorContext: { message: screenMessages.deleteCompanies, object: 'company', operation: 'deleted' } },
  });
}
