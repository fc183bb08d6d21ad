import { ActionIcon, Affix, Group, Paper, SegmentedControl, Stack, Text, Transition } from '@mantine/core';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { formatMb } from '@aquarisk/contract/schemas/media.schema';
import { LoadingState } from '../loading-state.tsx';
import { latestOf, useLatestMediaQuery } from './media-api.ts';
import { formatDate } from '../../lib/format-date.ts';

export const viewerCategories = [
  { key: 'drone', label: 'Drone' },
  { key: 'video', label: 'Video' },
  { key: 'submarine', label: 'ROV' },
] as const satisfies readonly { key: MediaCategory; label: string }[];

export interface MediaViewerProps {
  surveyExtId: string;
  category: MediaCategory | null;
  available: readonly MediaCategory[];
  onCategory: (c: MediaCategory) => void;
  onClose: () => void;
}

/**
 * The media viewer of docs/requirements.md#results-2: a video player in a toast with the categories drone, video and ROV; a category
 * without footage is disabled. The video streams from its signed address with HTTP Range, so it seeks.
 */
export function MediaViewer({ surveyExtId, category, available, onCategory, onClose }: MediaViewerProps) {
  const media = useLatestMediaQuery(surveyExtId, category !== null);
  const item = category ? latestOf(media.data, category) : undefined;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
      <Transition transition="slide-up" mounted={category !== null}>
        {(styles) => (
          <Paper
            withBorder
            shadow="xl"
            radius="md"
            p="sm"
            style={{ ...styles, width: 'min(480px, calc(100vw - 32px))' }}
            role="dialog"
            aria-label="Media viewer"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <SegmentedControl
                  size="xs"
                  value={category ?? 'drone'}
                  onChange={(v) => onCategory(v)}
                  data={viewerCategories.map((c) => ({ value: c.key, label: c.label, disabled: !available.includes(c.key) }))}
                  aria-label="Footage category"
                />
                <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label="Close media viewer">
                  ✕
                </ActionIcon>
              </Group>
              {media.isPending ? (
                <LoadingState variant="spinner" label="Loading the footage…" />
              ) : media.isError ? (
                <Text size="sm" c="red.8" role="alert">
                  {screenMessages.loadMediaDetails}
                </Text>
              ) : item ? (
                <>
                  <video
                    key={item.externalId}
                    src={item.downloadUri}
                    controls
                    autoPlay
                    muted
                    playsInline
                    preload="metadata"
                    data-testid="media-video"
                    style={{ width: '100%', maxHeight: '50vh', borderRadius: 6, background: '#000' }}
                  />
                  <Text size="xs" c="dimmed" truncate title={item.name}>
                    {item.name} · {formatMb(item.size)} · {formatDate(item.createdAt)}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  No footage in this category for this audit.
                </Text>
              )}
            </Stack>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
