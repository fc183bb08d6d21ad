import { Alert, Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatScore, riskColor } from '@aquarisk/contract/risk';
import type { ComparedAudit } from '@aquarisk/contract/schemas/compare.schema';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import type { AuditComparison } from '../api/audit-comparison.api.ts';
import { bandChange } from './band-change.ts';
import { scoreChange } from './score-change.ts';

interface AuditCardProps {
  audit: ComparedAudit;
  label: string;
  band?: string | null;
  change?: string | null;
}

function AuditCard({ audit, label, band, change }: AuditCardProps) {
  return (
    <Paper withBorder p="md" style={{ borderLeft: `6px solid ${riskColor(audit.risk)}` }} data-testid={`compare-${label.toLowerCase()}`}>
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.08em' }}>
          {label} · {formatDate(audit.date)}
        </Text>
        <Anchor component={Link} to={`/audit/audit-result/${encodeURIComponent(audit.externalId)}`} fw={600}>
          {audit.name}
        </Anchor>
        <Text fz={{ base: 28, sm: 34 }} fw={750} lh={1} c="navy.9" data-testid="compare-score">
          {formatScore(audit.normScore)}
        </Text>
        <div>
          <RiskBadge risk={audit.risk} size="lg" />
        </div>
        {band ? (
          <Text size="sm" fw={700} data-testid="compare-band-change">
            {band}
          </Text>
        ) : null}
        {change ? (
          <Text size="sm" c="dimmed">
            {change}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          Risk model v{audit.modelVersion}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The two audits' scores and bands, the older first (the band's move leads), and a note when their risk models differ. */
export function CompareHeadline({ comparison }: { comparison: AuditComparison }) {
  const { older, newer } = comparison;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AuditCard audit={older} label="Older" />
        <AuditCard audit={newer} label="Newer" band={bandChange(older, newer)} change={scoreChange(older.normScore, newer.normScore)} />
      </SimpleGrid>
      {comparison.modelNote ? (
        <Alert color="orange" variant="light" title="Different risk models">
          {comparison.modelNote}
        </Alert>
      ) : null}
    </Stack>
  );
}
