import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';
import { notifySuccess } from '../../lib/alerts.ts';
import { callApi } from '../../lib/api-client.ts';
import { useApiErrorHandler } from '../../lib/error-handler.ts';
import { NetworkError, SessionExpiredError } from '../../lib/api-errors.ts';
import { keepMedia } from '../../lib/offline/offline-db.ts';
import { LEAVE_ON_SERVER, resumableUpload } from '../../lib/resumable-upload.ts';
import { session } from '../../lib/session.ts';
import { forgetUnfinished, unfinishedRecorder } from './unfinished-uploads.ts';
import type { UploadProgress } from '../../lib/upload-request.ts';
import { auditKeys } from '../audit-frame/audit-frame-api.ts';

/**
 * The newest file of each category of the audit (GET /survey/{id}/media?latestOnly). An audit kept on the device keeps
 * the list too, so the footage dialog can show it offline (issue 37 item 1).
 */
export function useLatestMediaQuery(surveyExtId: string, enabled = true) {
  return useQuery({
    queryKey: auditKeys.media(surveyExtId),
    queryFn: async ({ signal }) => {
      const list = await callApi(mediaEndpoints.list, { params: { id: surveyExtId }, signal, query: { latestOnly: 'true' } });
      const user = session.get().user?.externalId;
      if (user) void keepMedia(user, surveyExtId, list.items).catch(() => undefined);
      return list;
    },
    select: (list) => list.items,
    enabled,
    meta: { errorContext: { message: screenMessages.loadAuditMedia, object: 'media' } },
  });
}

export function latestOf(items: MediaItem[] | undefined, category: MediaCategory): MediaItem | undefined {
  return items?.find((m) => m.category === category);
}

/** After a change the media list and the farm's available categories are stale. */
function useRefreshMedia(surveyExtId: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: auditKeys.media(surveyExtId) }),
      qc.invalidateQueries({ queryKey: auditKeys.farm(surveyExtId) }),
    ]);
}

export interface UploadMediaInput {
  category: MediaCategory;
  file: File;
  signal: AbortSignal;
  onProgress: (p: UploadProgress) => void;
  onWaiting?: (waiting: boolean) => void;
}

/**
 * Footage and map images by the tus protocol (/survey/{id}/media/category/{category}/uploads, issue 27 item 5):
 * resumable after a dropped connection or a reload, waiting while offline, abortable, with progress; failures are the
 * upload flow's.
 */
export function useUploadMedia(surveyExtId: string) {
  const refresh = useRefreshMedia(surveyExtId);
  return useMutation({
    mutationFn: async ({ category, file, signal, onProgress, onWaiting }: UploadMediaInput) => {
      const user = session.get().user?.externalId ?? '';
      const record = unfinishedRecorder(user, surveyExtId, category, file);
      try {
        const item = await resumableUpload(mediaEndpoints.uploadStart, {
          params: { id: surveyExtId, category },
          file,
          name: file.name.replace(/\s+/g, '-'),
          result: mediaEndpoints.uploadPart.success.schema,
          signal,
          onProgress: (p) => {
            record(p.loaded);
            onProgress(p);
          },
          ...(onWaiting ? { onWaiting } : {}),
        });
        forgetUnfinished(user, surveyExtId, category);
        return item;
      } catch (err) {
        // A lost link or an ended session leaves an upload to resume; a cancel or a refusal leaves nothing to resume.
        const resumable = err instanceof NetworkError || err instanceof SessionExpiredError || signal.reason === LEAVE_ON_SERVER;
        if (!resumable) forgetUnfinished(user, surveyExtId, category);
        throw err;
      }
    },
    onSuccess: async (item) => {
      notifySuccess(item.category === 'map' ? successMessages.siteImageSaved : successMessages.videoSaved);
      await refresh();
    },
  });
}

/** DELETE /survey/{id}/media/{mediaId}. */
export function useDeleteMedia(surveyExtId: string) {
  const refresh = useRefreshMedia(surveyExtId);
  const handleError = useApiErrorHandler();
  return useMutation({
    mutationFn: (item: MediaItem) => callApi(mediaEndpoints.delete, { params: { id: surveyExtId, mediaId: item.externalId } }),
    onSuccess: async (_, item) => {
      notifySuccess(item.category === 'map' ? successMessages.siteImageDeleted : successMessages.videoDeleted);
      await refresh();
    },
    onError: (err) => handleError(err, { message: screenMessages.deleteVideo, object: 'video', operation: 'deleted' }),
  });
}
