import { Paper, SimpleGrid, Text } from '@mantine/core';
import { countOf } from '@aquarisk/contract/plural';
import type { Portfolio } from '../api/portfolio.api.ts';

const Figure = ({ label, value, hint }: { label: string; value: number; hint: string }) => (
  <Paper withBorder p="md" radius="md">
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {label}
    </Text>
    <Text fz={28} fw={700} lh={1.2}>
      {value.toLocaleString('en')}
    </Text>
    <Text size="xs" c="dimmed">
      {hint}
    </Text>
  </Paper>
);

/**
 * The portfolio in five numbers: scored farms, those with an earlier audit, how many worsened or improved, and how
 * many are stale (issue 39 item 5).
 */
export function PortfolioFigures({ portfolio }: { portfolio: Portfolio }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="portfolio-figures">
      <Figure label="Scored farms" value={portfolio.scoredFarms} hint={`of ${countOf(portfolio.farms, 'farm')}`} />
      <Figure label="Compared" value={portfolio.comparedFarms} hint="with an earlier scored audit" />
      <Figure label="Worsened" value={portfolio.worsenedFarms} hint="band or score down" />
      <Figure label="Improved" value={portfolio.improvedFarms} hint="band or score up" />
      <Figure label="Stale" value={portfolio.staleFarms} hint="latest audit older than the audit interval" />
    </SimpleGrid>
  );
}
