import { Divider, Modal, Stack, Text } from '@mantine/core';
import { ErrorState } from '../error-state.tsx';
import { LoadingState } from '../loading-state.tsx';
import { screenMessages } from '@aquarisk/contract/messages';
import { latestOf, useLatestMediaQuery } from './media-api.ts';
import { FootageSlot } from './footage-slot.tsx';

/**
 * Upload Footage (spec 2 §2, §4): one drone and one submarine (ROV) mp4; a stored video offers Delete instead of
 * Upload. The site image (PNG or JPEG, shown in the farm panel) is uploaded here too.
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
          <FootageSlot surveyExtId={surveyExtId} category="drone" label="Drone footage" existing={latestOf(media.data, 'drone')} />
          <FootageSlot surveyExtId={surveyExtId} category="submarine" label="ROV footage" existing={latestOf(media.data, 'submarine')} />
          <Divider label="Site image" labelPosition="left" />
          <FootageSlot surveyExtId={surveyExtId} category="map" label="Site image" existing={latestOf(media.data, 'map')} />
        </Stack>
      )}
    </Modal>
  );
}
