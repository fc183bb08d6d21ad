import { Divider, Modal, Stack, Text } from '@mantine/core';
import { ErrorState } from '../error-state.tsx';
import { LoadingState } from '../loading-state.tsx';
import { screenMessages } from '@aquarisk/contract/messages';
import { latestOf, useLatestMediaQuery } from './media-api.ts';
import { FootageSlot } from './footage-slot.tsx';

/** The video categories of the media viewer (drone, video, ROV: docs/requirements.md#results-2), each one mp4 per audit. */
const VIDEO_SLOTS = [
  { category: 'drone', label: 'Drone footage' },
  { category: 'submarine', label: 'ROV footage' },
  { category: 'video', label: 'Other video' },
] as const;

/**
 * Upload Footage (docs/requirements.md#results-2, §4): one drone, one submarine (ROV) and one other video (the viewer's Video category:
 * from a boat, the shore or a hand-held camera), mp4 only; a stored video offers Delete instead of Upload. The site
 * image (PNG or JPEG, shown whole in the farm panel) is uploaded here too, below a divider.
 */
export function UploadFootageModal({ surveyExtId, opened, onClose }: { surveyExtId: string; opened: boolean; onClose: () => void }) {
  const media = useLatestMediaQuery(surveyExtId, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Upload Footage" size="lg">
      {media.isPending ? (
        <LoadingState variant="list" rows={2} label="Loading the footage…" />
      ) : media.isError ? (
        <ErrorState error={media.error} message={screenMessages.loadAuditMedia} onRetry={() => void media.refetch()} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            mp4 only; spaces in file names become hyphens. Uploads run while this window is open.
          </Text>
          {VIDEO_SLOTS.map((s) => (
            <FootageSlot
              key={s.category}
              surveyExtId={surveyExtId}
              category={s.category}
              label={s.label}
              existing={latestOf(media.data, s.category)}
            />
          ))}
          <Divider my={4} />
          <FootageSlot surveyExtId={surveyExtId} category="map" label="Site image" existing={latestOf(media.data, 'map')} />
        </Stack>
      )}
    </Modal>
  );
}
