import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { screenMessages } from '@aquarisk/contract/messages';
import { farmSchema, type Farm } from '@aquarisk/contract/schemas/farm.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyPath, farmKeys } from './farm-keys.ts';

/** GET /company/{id}/farm/?details=true: the farms the user sees, each with its user and audit counts. */
export async function fetchCompanyFarms(companyId: string, signal?: AbortSignal): Promise<Farm[]> {
  return apiRequest(`${companyPath(companyId)}/farm/`, { query: { details: true }, signal, schema: z.array(farmSchema) });
}

export function useCompanyFarmsQuery(companyId: string) {
  return useQuery({
    queryKey: farmKeys.list(companyId),
    queryFn: ({ signal }) => fetchCompanyFarms(companyId, signal),
    meta: { errorContext: { message: screenMessages.loadCompanyFarms, object: 'farms', plural: true } },
  });
}
