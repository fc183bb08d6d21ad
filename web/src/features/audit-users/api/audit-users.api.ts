import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditUsersKeys } from './audit-users-keys.ts';

export const auditUserSchema = z.object({
  externalId: z.string(),
  fullName: z.string().nullish(),
  email: z.string(),
});
export type AuditUser = z.output<typeof auditUserSchema>;

export const auditUsersSchema = z.object({
  surveyName: z.string(),
  total: z.number(),
  users: z.array(auditUserSchema),
});
export type AuditUsers = z.output<typeof auditUsersSchema>;

/** GET /survey/{id}/user: the audit's name, how many users it has, and who. */
export async function fetchAuditUsers(surveyExtId: string, signal?: AbortSignal): Promise<AuditUsers> {
  return auditUsersSchema.parse(await apiRequest<unknown>(`/survey/${encodeURIComponent(surveyExtId)}/user`, { signal }));
}

export function useAuditUsersQuery(surveyExtId: string) {
  return useQuery({
    queryKey: auditUsersKeys.list(surveyExtId),
    queryFn: ({ signal }) => fetchAuditUsers(surveyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadTheUsers, object: 'users', plural: true } },
  });
}
