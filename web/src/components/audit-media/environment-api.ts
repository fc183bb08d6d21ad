import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import { notifySuccess } from '../../lib/alerts.ts';
import { callApi } from '../../lib/api-client.ts';
import { uploadRequest } from '../../lib/upload-request.ts';
import type { UploadRun } from './use-upload-flow.ts';
import { auditKeys } from '../audit-frame/audit-frame-api.ts';

/** The audit's environmental readings, one series per parameter (GET /survey/{id}/environment). */
export function useEnvironmentQuery(surveyExtId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: auditKeys.environment(surveyExtId),
    queryFn: ({ signal }) => callApi(mediaEndpoints.environment, { params: { id: surveyExtId }, signal }),
    staleTime: 60_000,
    meta: { errorContext: { message: screenMessages.loadMediaDetails, object: 'environmental data' } },
  });
}

/** POST /data (multipart surveyExtId and file); a re-upload replaces the audit's readings. Failures are the upload flow's. */
export function useUploadEnvironment(surveyExtId: string): UploadRun {
  const qc = useQueryClient();
  const upload = useMutation({
    mutationFn: ({ file, signal, onProgress }: { file: File; signal: AbortSignal; onProgress: Parameters<UploadRun>[2] }) => {
      const form = new FormData();
      form.append('surveyExtId', surveyExtId);
      form.append('file', file);
      return uploadRequest(mediaEndpoints.uploadEnvironment, { params: {}, form, signal, onProgress });
    },
    onSuccess: async () => {
      notifySuccess(successMessages.environmentUploaded);
      await qc.invalidateQueries({ queryKey: auditKeys.environment(surveyExtId) });
    },
  });
  return (file, signal, onProgress) => upload.mutateAsync({ file, signal, onProgress });
}
