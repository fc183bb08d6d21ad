import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { actionSchema } from '@aquarisk/contract/schemas/action.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { actionsKeys } from './actions-keys.ts';

export const actionItemSchema = actionSchema.extend({
  canResolve: z.boolean().optional(),
  resolveRefusal: z.string().nullish(),
});
export type ActionItem = z.output<typeof actionItemSchema>;

const surveyActionsSchema = z.object({
  survey: z.object({ externalId: z.string(), name: z.string() }).loose(),
  actionItems: z.object({ items: z.array(actionItemSchema) }),
});

/** GET /action/survey/{id}?closed&detail: the audit's open actions, or its resolved ones (Show History). */
export async function fetchSurveyActions(surveyExtId: string, closed: boolean, signal?: AbortSignal): Promise<ActionItem[]> {
  const body = await apiRequest<unknown>(`/action/survey/${encodeURIComponent(surveyExtId)}`, { query: { closed, detail: true }, signal });
  return surveyActionsSchema.parse(body).actionItems.items;
}

export function useSurveyActionsQuery(surveyExtId: string, closed: boolean) {
  return useQuery({
    queryKey: actionsKeys.survey(surveyExtId, closed),
    queryFn: ({ signal }) => fetchSurveyActions(surveyExtId, closed, signal),
    meta: { errorContext: { message: screenMessages.loadActions, object: 'actions', plural: true } },
  });
}
