import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatScore, riskColor } from '@aquarisk/contract/risk';
import { scoreAloneLine } from '@aquarisk/contract/scoring/caps';
import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { modelVersionOf } from '@aquarisk/contract/schemas/results.schema';
import { CapNotice } from '../../../components/cap-notice.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import type { AuditResults } from '../api/audit-results.api.ts';
import { formatDate } from '../../../lib/format-date.ts';

export interface ScoreHeaderProps {
  results: AuditResults;
  /** admins may score a scored audit again */
  onScoreAgain?: (() => void) | undefined;
  scoring?: boolean;
}

/**
 * The audit's score as a percentage with one decimal and its band, with the Report and Summary documents. When a
 * knockout answer capped the band, the answer and the score's own band are named under it.
 */
export function ScoreHeader({ results, onScoreAgain, scoring = false }: ScoreHeaderProps) {
  const id = encodeURIComponent(results.surveyExtId);
  const date = formatDate(results.scoredAt) || null;
  // Issue 22: a result keeps the risk model it was scored with; rescoring it is the admin's explicit choice.
  const outdated = modelVersionOf(results) < RISK_MODEL_VERSION;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} style={{ borderLeft: `6px solid ${riskColor(results.risk)}` }}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.08em' }}>
            Audit score
          </Text>
          <Group gap="sm" align="center">
            <Text fz={{ base: 34, sm: 42 }} fw={750} lh={1} c="navy.9" data-testid="audit-score">
              {formatScore(results.normScore)}
            </Text>
            <RiskBadge risk={results.risk} size="xl" />
          </Group>
          <CapNotice level={results} />
          {scoreAloneLine(results) ? (
            <Text size="xs" c="dimmed" data-testid="score-band">
              {scoreAloneLine(results)}
            </Text>
          ) : null}
          {date ? (
            <Text size="sm" c="dimmed">
              Scored on {date}
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button component="a" href={`/report/${id}`} target="_blank" rel="noopener" variant="filled">
            Report
          </Button>
          <Button component="a" href={`/summary/${id}`} target="_blank" rel="noopener" variant="light">
            Summary
          </Button>
          {onScoreAgain ? (
            <Button
              variant={outdated ? 'light' : 'default'}
              color={outdated ? 'orange' : undefined}
              onClick={onScoreAgain}
              loading={scoring}
            >
              {outdated ? `Rescore with model v${RISK_MODEL_VERSION}` : 'Score again'}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
