import { Box, Text } from '@mantine/core';
import { formatScore, riskColor, riskText } from '@aquarisk/contract/risk';

/** The audit's score as a percentage and a bar in its risk colour, filled to the score (docs/requirements.md#core-2, audit row). */
export function RiskBar({ normScore, risk }: { normScore: number | null | undefined; risk: string | null | undefined }) {
  const width = normScore === null || normScore === undefined ? 0 : Math.max(0, Math.min(100, normScore));
  return (
    <Box miw={110}>
      <Text fw={700} size="sm" data-testid="audit-score" lh={1.3}>
        {formatScore(normScore)}
      </Text>
      <Box
        h={6}
        my={4}
        bg="gray.2"
        style={{ borderRadius: 3, overflow: 'hidden' }}
        role="meter"
        aria-label="Score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={formatScore(normScore)}
      >
        <Box h="100%" w={`${width}%`} bg={riskColor(risk)} />
      </Box>
      {risk && (
        <Text size="xs" c="dimmed" tt="capitalize" lh={1.2} truncate>
          {riskText(risk).toLowerCase()}
        </Text>
      )}
    </Box>
  );
}
