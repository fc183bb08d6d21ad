import { Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { CapNotice } from '../../../components/cap-notice.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import type { SectionScore, StepScore } from '../api/audit-results.api.ts';
import { StepTile } from './step-tile.tsx';

export interface SectionGroupProps {
  section: SectionScore;
  steps: StepScore[];
  showScore: boolean;
  onOpenStep: (step: StepScore) => void;
}

/** A section's name, score and band, and a tile per step (docs/requirements.md#results-2, Results view). */
export function SectionGroup({ section, steps, showScore, onOpenStep }: SectionGroupProps) {
  const headingId = `section-${section.id}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="lg" c="navy.9" id={headingId}>
            {section.name}
          </Title>
          <RiskBadge risk={section.risk} normScore={section.normScore ?? null} size="lg" />
        </Group>
        <CapNotice level={section} compact />
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          {steps.map((step) => (
            <StepTile key={step.id} step={step} showScore={showScore} onOpen={() => onOpenStep(step)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
