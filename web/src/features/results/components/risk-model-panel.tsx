import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatScore, riskText } from '@aquarisk/contract/risk';
import { breachLine, brokenLimits } from '@aquarisk/contract/scoring/breach-lines';
import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { modelVersionOf } from '@aquarisk/contract/schemas/results.schema';
import type { AuditResults } from '../api/audit-results.api.ts';

/**
 * How the risk model judged the farm (issue 22): the legal limits the answers broke, apart from the standards they
 * fell short of; the exposure score whose band is a floor under the audit's; the rule packs that applied (species and
 * jurisdiction, with the rules an auditor checks by hand); and the model version the result was scored with.
 */
export function RiskModelPanel({ results }: { results: AuditResults }) {
  const { legal, standard } = brokenLimits(results.caps);
  const version = modelVersionOf(results);
  const packs = (results.rulePacks ?? []).filter((p) => p.kind !== 'BASE');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="risk-model-panel">
      <Stack gap="md">
        <Title order={2} fz="lg" c="navy.9">
          How the band was set
        </Title>
        {legal.length > 0 ? (
          <Stack gap={4} data-testid="legal-breaches">
            <Text fw={700} c="red.9">
              Legal limits exceeded
            </Text>
            <List size="sm" spacing={4}>
              {legal.map((cap, i) => (
                <List.Item key={`${cap.questionId}-${i}`} data-testid="legal-breach">
                  {breachLine(cap)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {standard.length > 0 ? (
          <Stack gap={4} data-testid="standard-breaches">
            <Text fw={700} c="orange.9">
              Standards not met
            </Text>
            <List size="sm" spacing={4}>
              {standard.map((cap, i) => (
                <List.Item key={`${cap.questionId}-${i}`} data-testid="standard-breach">
                  {breachLine(cap)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {results.exposure ? (
          <Text size="sm" data-testid="exposure-line">
            Exposure: the numbers an insurer prices (lice, mortality, oxygen, escapes, losses, the site) score{' '}
            {formatScore(results.exposure.normScore)}, {riskText(results.exposure.risk)}. The audit’s band is never better.
          </Text>
        ) : null}
        {packs.length > 0 ? (
          <Stack gap={6} data-testid="rule-packs">
            <Text fw={700} size="sm">
              Rules applied
            </Text>
            {packs.map((pack) => (
              <Stack key={pack.id} gap={2} data-testid="rule-pack">
                <Group gap="xs">
                  <Badge variant="light" color={pack.kind === 'JURISDICTION' ? 'navy' : 'ocean'}>
                    {pack.kind === 'JURISDICTION' ? 'Jurisdiction' : 'Species'}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {pack.name}
                  </Text>
                </Group>
                {pack.notes.length > 0 ? (
                  <List size="xs" c="dimmed" spacing={2}>
                    {pack.notes.map((note) => (
                      <List.Item key={note}>{note}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            ))}
          </Stack>
        ) : null}
        <Text size="xs" c="dimmed" data-testid="model-version">
          {version < RISK_MODEL_VERSION
            ? `Scored with risk model v${version}; the current model is v${RISK_MODEL_VERSION}. The result keeps its model until an admin rescores it.`
            : `Scored with risk model v${version}.`}
        </Text>
      </Stack>
    </Paper>
  );
}
