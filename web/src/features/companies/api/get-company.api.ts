import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import type { Company } from '@aquarisk/contract/schemas/company.schema';
import { callApi } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET /company/{id}?details=true: the company with its user and farm counts. */
export async function fetchCompany(companyId: string, signal?: AbortSignal): Promise<Company> {
  return callApi(companyEndpoints.get, { params: { id: companyId }, query: { details: true }, signal });
}

export function useCompanyQuery(companyId: string | undefined) {
  return useQuery({
    queryKey: companyKeys.detail(companyId ?? ''),
    queryFn: ({ signal }) => fetchCompany(companyId!, signal),
    enabled: Boolean(companyId),
    meta: { errorContext: { message: screenMessages.loadCompany, object: 'company' } },
  });
}
