import { Divider, Modal, Stack, Text } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { ErrorState, isOfflineFailure } from '../error-state.tsx';
import { LoadingState } from '../loading-state.tsx';
import { screenMessages } from '@aquarisk/contract/messages';
import { formatDateTime } from '../../lib/format-date.ts';
import { useKeptMedia } from './kept-media.ts';
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
 * image (PNG or JPEG, shown whole in the farm panel) is uploaded here too, below a divider. Offline the slots work from
 * what the device kept with the audit, and a list once loaded stays when a later load fails (issue 37 item 1).
 */
export function UploadFootageModal({ surveyExtId, opened, onClose }: { surveyExtId: string; opened: boolean; onClose: () => void }) {
  const media = useLatestMediaQuery(surveyExtId, opened);
  const offline = !media.data && isOfflineFailure(media.error);
  const kept = useKeptMedia(surveyExtId, opened && offline);
  const items = media.data ?? kept.media?.items;
  let body;
  if (media.data || (offline && kept.ready)) {
    body = (
      <Stack gap="sm">
        {offline ? (
          <Text size="sm" role="status" data-testid="footage-offline" bg="gray.0" p="xs" style={{ borderRadius: 6 }}>
            <strong>{offlineMessages.offline}.</strong>{' '}
            {kept.media ? offlineMessages.footageKept(formatDateTime(kept.media.keptAt)) : offlineMessages.footageUnknown}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          mp4 only; spaces in file names become hyphens. Uploads go on while Aquarisk is open, on any screen.
        </Text>
        {VIDEO_SLOTS.map((s) => (
          <FootageSlot
            key={s.category}
            surveyExtId={surveyExtId}
            category={s.category}
            label={s.label}
            existing={latestOf(items, s.category)}
            known={Boolean(items)}
          />
        ))}
        <Divider my={4} />
        <FootageSlot surveyExtId={surveyExtId} category="map" label="Site image" existing={latestOf(items, 'map')} known={Boolean(items)} />
      </Stack>
    );
  } else if (media.isError && !offline) {
    body = <ErrorState error={media.error} message={screenMessages.loadAuditMedia} onRetry={() => void media.refetch()} />;
  } else {
    body = <LoadingState variant="list" rows={2} label="Loading the footage…" />;
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Upload Footage" size="lg">
      {body}
    </Modal>
  );
}
