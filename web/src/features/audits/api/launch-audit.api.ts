import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { LaunchInput, launchResultSchema } from '@aquarisk/contract/schemas/survey.schema';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

export type LaunchResult = z.infer<typeof launchResultSchema>;
export interface LaunchRequest {
  templateId: string;
  body: LaunchInput;
}

/** POST /admin/api/v1/template/{id}/launch: answers accepted and messages. */
export function launchAudit({ templateId, body }: LaunchRequest): Promise<LaunchResult> {
  return callApi(auditEndpoints.launch, { params: { id: templateId }, body });
}

export function useLaunchAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: launchAudit,
    onSuccess: async (result) => {
      if (result.accepted) await client.invalidateQueries({ queryKey: auditsKeys.all });
    },
    meta: { errorContext: { message: screenMessages.launchAudit, object: 'audit', operation: 'saved' } },
  });
}
