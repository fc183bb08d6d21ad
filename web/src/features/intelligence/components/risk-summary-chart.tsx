import { Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { DEFAULT_RISK_COUNTS } from '@aquarisk/contract/constants';
import { actionRiskLevels, riskColor, riskText } from '@aquarisk/contract/risk';
import type { RiskSummary } from '@aquarisk/contract/schemas/intelligence.schema';
import { countOf } from '@aquarisk/contract/plural';

const BAR_HEIGHT = 120;

/** Farms per risk level as bars; while loading, grey bars in the spec's default proportions without numbers. */
export function RiskSummaryChart({ summary, section }: { summary: RiskSummary | undefined; section: string | null }) {
  const loading = summary === undefined;
  const counts = loading ? [...DEFAULT_RISK_COUNTS] : actionRiskLevels.map((risk) => summary.find((l) => l.risk === risk)?.farmCount ?? 0);
  const max = Math.max(1, ...counts);
  const total = loading ? 0 : counts.reduce((a, b) => a + b, 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="risk-summary-title">
      <Text id="risk-summary-title" fw={650} c="navy.9">
        Risk summary
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {section ? `Farms by their ${section} risk` : 'Farms by the risk of their latest scored audit'}
      </Text>
      {!loading && total === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          No scored audits yet.
        </Text>
      ) : (
        <Group
          component="ul"
          aria-label="Farms per risk level"
          aria-busy={loading}
          gap="xs"
          align="flex-end"
          wrap="nowrap"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {actionRiskLevels.map((risk, i) => {
            // An empty level keeps a thin baseline in its colour, so the five levels stay readable.
            const height = counts[i] === 0 ? 2 : Math.max(4, Math.round((counts[i]! / max) * BAR_HEIGHT));
            return (
              <Stack
                component="li"
                key={risk}
                gap={4}
                align="center"
                style={{ flex: 1 }}
                aria-label={loading ? undefined : `${riskText(risk)}: ${countOf(counts[i]!, 'farm')}`}
              >
                {loading ? (
                  <>
                    <Skeleton height={height} width="100%" radius="sm" animate />
                    <Skeleton height={10} width="70%" radius="xl" />
                  </>
                ) : (
                  <>
                    <Text size="sm" fw={700} c="navy.9" aria-hidden>
                      {counts[i]}
                    </Text>
                    <Box w="100%" h={height} bg={riskColor(risk)} style={{ borderRadius: 4 }} aria-hidden />
                    <Text size="10px" c="dimmed" ta="center" lh={1.2} aria-hidden>
                      {riskText(risk)}
                    </Text>
                  </>
                )}
              </Stack>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}
