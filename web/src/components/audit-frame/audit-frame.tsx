import { useState, type ReactNode } from 'react';
import { Box, Button, Grid, Group, Stack } from '@mantine/core';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { latestOf, useLatestMediaQuery } from '../audit-media/media-api.ts';
import { MediaViewer } from '../audit-media/media-viewer.tsx';
import { ApiError } from '../../lib/api-errors.ts';
import { NoAccessState, NotFoundState } from '../access-states.tsx';
import { useSurveyFarmQuery } from './audit-frame-api.ts';
import { FarmDetailPanel } from './farm-detail-panel.tsx';
import { MediaButtons } from './media-buttons.tsx';

/**
 * Every audit view (questions, results, users) inside one frame: the view on the left, and on large screens a
 * collapsible farm detail panel with the footage buttons (docs/requirements.md#results-2, Audit page). On smaller screens the footage
 * buttons follow the view, so on a phone the question and Save come first (issue 21 item 18). A footage button opens
 * the media viewer.
 */
export function AuditFrame({ surveyExtId, children }: { surveyExtId: string; children: ReactNode }) {
  const farm = useSurveyFarmQuery(surveyExtId);
  const [open, setOpen] = useState(true);
  const [playing, setPlaying] = useState<MediaCategory | null>(null);
  const available = farm.data?.availableMediaCategories ?? [];
  const media = useLatestMediaQuery(surveyExtId, available.includes('map'));
  const siteImage = available.includes('map') ? latestOf(media.data, 'map') : undefined;
  // A wrong link, or an audit the user may not see: that alone, without the view or the farm's actions (issue 37 item 12).
  if (farm.error instanceof ApiError && farm.error.status === 404) return <NotFoundState what="audit" />;
  if (farm.error instanceof ApiError && farm.error.status === 403) return <NoAccessState />;
  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: open ? 8 : 11 }}>
          {children}
          {farm.data && available.some((c) => c !== 'map') ? (
            <Box hiddenFrom="lg" mt="md">
              <MediaButtons farm={farm.data} onPlay={setPlaying} direction="row" />
            </Box>
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: open ? 4 : 1 }} visibleFrom="lg">
          <Stack gap="sm">
            <Group justify="flex-end">
              <Button variant="subtle" size="xs" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
                {open ? 'Hide farm' : 'Farm'}
              </Button>
            </Group>
            {open && farm.data && (
              <Stack gap="md">
                <FarmDetailPanel farm={farm.data} siteImage={siteImage} />
                <MediaButtons farm={farm.data} onPlay={setPlaying} />
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <MediaViewer
        surveyExtId={surveyExtId}
        category={playing}
        available={available}
        onCategory={setPlaying}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
