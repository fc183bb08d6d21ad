import { useState, type ReactNode } from 'react';
import { Box, Button, Grid, Group, Stack } from '@mantine/core';
import { useSurveyFarmQuery } from './audit-frame-api.ts';
import { FarmDetailPanel } from './farm-detail-panel.tsx';
import { MediaButtons } from './media-buttons.tsx';

/**
 * Every audit view (questions, results, users) inside one frame: the view on the left, and on large screens a
 * collapsible farm detail panel with the footage buttons (spec 2 §2, Audit page).
 */
export function AuditFrame({ surveyExtId, children }: { surveyExtId: string; children: ReactNode }) {
  const farm = useSurveyFarmQuery(surveyExtId);
  const [open, setOpen] = useState(true);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: open ? 8 : 11 }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: open ? 4 : 1 }} visibleFrom="lg">
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
              {open ? 'Hide farm' : 'Farm'}
            </Button>
          </Group>
          {open && farm.data && (
            <Box>
              <Stack gap="md">
                <FarmDetailPanel farm={farm.data} />
                <MediaButtons farm={farm.data} />
              </Stack>
            </Box>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
