import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import type { Company, CompanyInput } from '@aquarisk/contract/schemas/company.schema';
import { callApi } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/session-api.ts';
import { companyKeys } from './company-keys.ts';

/** POST /company (admins). */
export async function createCompany(input: CompanyInput): Promise<Company> {
  return callApi(companyEndpoints.create, { body: input });
}

/** PUT /company/{id}: every field is sent, the server replaces them all. */
export async function updateCompany(companyId: string, input: CompanyInput): Promise<Company> {
  return callApi(companyEndpoints.update, { params: { id: companyId }, body: input });
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.companies() }),
    meta: { errorContext: { message: screenMessages.createCompany, object: 'company', operation: 'saved' } },
  });
}

export function useUpdateCompany(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInput) => updateCompany(companyId, input),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
        client.invalidateQueries({ queryKey: sessionKeys.companies() }),
      ]);
    },
    meta: { errorContext: { message: screenMessages.updateCompany, object: 'company', operation: 'saved' } },
  });
}
