import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditPersonSchema } from '@aquarisk/contract/schemas/user.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { questionKeys } from './audits-keys.ts';

/**
 * POST /survey/{id}/user-ac: the audit's people (its assignees, its farm's users, people its answers name) whose name
 * contains the text, by name only; an empty text lists them all. What a USER answer may pick.
 */
export function useAuditPeopleQuery(surveyExtId: string, name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: questionKeys.people(surveyExtId, text),
    queryFn: async ({ signal }) =>
      await apiRequest(`/survey/${encodeURIComponent(surveyExtId)}/user-ac`, { method: 'POST', body: { name: text }, signal, schema: z.array(auditPersonSchema) }),
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadUsers, object: 'users', plural: true } },
  });
}
