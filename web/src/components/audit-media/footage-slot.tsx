import { useCallback, useState } from 'react';
import { Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { screenMessages, uploadMessages } from '@aquarisk/contract/messages';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { formatMb, mediaAccept, type MediaItem } from '@aquarisk/contract/schemas/media.schema';
import { ConfirmDelete } from '../confirm-dialog.tsx';
import { useDeleteMedia, useUploadMedia } from './media-api.ts';
import { UploadNoticeView } from './upload-notice.tsx';
import { UploadProgressView } from './upload-progress-view.tsx';
import { useUploadFlow, type UploadRun } from './use-upload-flow.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/use-session.ts';
import { useUnfinishedUpload } from './unfinished-uploads.ts';

export interface FootageSlotProps {
  surveyExtId: string;
  category: MediaCategory;
  label: string;
  /** the newest stored file of the category; while one exists the slot offers Delete instead of Upload */
  existing: MediaItem | undefined;
  /** whether the stored files are known (offline, with no list kept on the device, they are not) */
  known?: boolean;
}

const hasAcceptedExtension = (name: string, category: MediaCategory) =>
  mediaAccept[category].extensions.some((ext) => name.toLowerCase().endsWith(ext));

const UPLOAD_ERRORS = { message: screenMessages.saveVideo, object: 'video', operation: 'uploaded', fileUpload: true } as const;

/**
 * One category of the Upload Footage modal: choose, upload with progress, cancel; or delete the stored file. The
 * upload is kept by the audit and category, not by the dialog: it goes on when the dialog closes or the user moves to
 * another screen, and shows again when the dialog opens (issue 37 item 2). An upload a reload interrupted is shown
 * with how much was sent; choosing the same file resumes it.
 */
export function FootageSlot({ surveyExtId, category, label, existing, known = true }: FootageSlotProps) {
  const user = useSession().user?.externalId ?? null;
  const unfinished = useUnfinishedUpload(user, surveyExtId, category);
  const upload = useUploadMedia(surveyExtId);
  const remove = useDeleteMedia(surveyExtId);
  const [confirming, setConfirming] = useState(false);
  const run = useCallback<UploadRun>(
    (file, signal, onProgress, onWaiting) => upload.mutateAsync({ category, file, signal, onProgress, onWaiting }),
    [upload, category],
  );
  const flow = useUploadFlow(run, UPLOAD_ERRORS, `footage:${surveyExtId}:${category}`);
  const accept = mediaAccept[category];
  const kind = category === 'map' ? 'a PNG or JPEG image' : 'an mp4 video';
  const wrongType = flow.file && !hasAcceptedExtension(flow.file.name, category) ? `Choose ${kind}.` : null;
  const busy = flow.phase === 'chosen' || flow.phase === 'uploading';

  return (
    <Paper withBorder radius="md" p="sm" data-testid={`footage-slot-${category}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {label}
          </Text>
          {existing && !busy ? (
            <Badge variant="light" color="lagoon">
              Stored
            </Badge>
          ) : null}
        </Group>
        <UploadNoticeView notice={flow.notice} title={uploadMessages.notUploaded} />
        {busy ? (
          <UploadProgressView flow={flow} label={label} error={wrongType} />
        ) : existing ? (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" truncate title={existing.name}>
                {existing.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMb(existing.size)} · {formatDate(existing.createdAt)}
                {existing.createdByName ? ` · ${existing.createdByName}` : ''}
              </Text>
            </Stack>
            <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {unfinished ? (
              <Stack gap={0} style={{ minWidth: 0 }} data-testid="unfinished-upload">
                <Text size="sm" truncate title={unfinished.fileName}>
                  {unfinished.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {offlineMessages.unfinishedUpload(formatMb(unfinished.loaded), formatMb(unfinished.size))}
                </Text>
              </Stack>
            ) : (
              <Text size="xs" c="dimmed">
                {known ? 'Nothing stored yet · ' : ''}
                {accept.extensions.join(', ')}
              </Text>
            )}
            <FileButton onChange={flow.choose} accept={[...accept.mime, ...accept.extensions].join(',')}>
              {(props) => (
                <Button size="xs" variant="light" {...props} aria-label={`Choose ${label.toLowerCase()} file`}>
                  Choose file
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
      <ConfirmDelete
        what={label.toLowerCase()}
        opened={confirming}
        message={existing ? `Delete ${existing.name}? It can no longer be watched with this audit.` : ''}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => existing && remove.mutate(existing, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
}
