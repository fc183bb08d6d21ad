import { Box, Group, Text } from '@mantine/core';
import { formatScore, riskColor, riskText } from '@aquarisk/contract/risk';

/**
 * A score and its band in words beside a swatch of the band's colour: it wraps on a phone where a badge would be
 * cut short (the comparison's sections, the portfolio's farms).
 */
export function ScoreBand({ normScore, risk }: { normScore: number | null; risk: string | null }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Box w={10} h={10} mt={5} style={{ borderRadius: 2, flex: 'none', background: riskColor(risk) }} aria-hidden />
      <div>
        <Text fw={700} size="sm">
          {formatScore(normScore)}
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase">
          {riskText(risk)}
        </Text>
      </div>
    </Group>
  );
}
