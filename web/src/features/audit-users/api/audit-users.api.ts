import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditUserEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { Person, SurveyUsers } from '@aquarisk/contract/schemas/user.schema';
import { callApi } from '../../../lib/api-client.ts';
import { auditUsersKeys } from './audit-users-keys.ts';

export type AuditUser = Person;
export type AuditUsers = SurveyUsers;

/** GET /survey/{id}/user: the audit's name, how many users it has, and who (e-mails for seeContactDetails). */
export async function fetchAuditUsers(surveyExtId: string, signal?: AbortSignal): Promise<AuditUsers> {
  return callApi(auditUserEndpoints.list, { params: { id: surveyExtId }, signal });
}

export function useAuditUsersQuery(surveyExtId: string) {
  return useQuery({
    queryKey: auditUsersKeys.list(surveyExtId),
    queryFn: ({ signal }) => fetchAuditUsers(surveyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadTheUsers, object: 'users', plural: true } },
  });
}
