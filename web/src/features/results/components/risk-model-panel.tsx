import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { breachLine, brokenLimits } from '@aquarisk/contract/scoring/breach-lines';
import { exposureLine, modelVersionLine, noJurisdictionLine } from '@aquarisk/contract/scoring/model-lines';
import { modelVersionOf } from '@aquarisk/contract/schemas/results.schema';
import type { AuditResults } from '../api/audit-results.api.ts';

/**
 * How the risk model judged the farm (issue 22): the legal limits the answers broke, apart from the standards they
 * fell short of; the exposure score whose band is a floor under the audit's; the rule packs that applied (species and
 * jurisdiction, with the rules an auditor checks by hand, or that no jurisdiction pack fits the farm's country); and the
 * model version the result was scored with. The words are the PDF's (contract/src/scoring/model-lines.ts).
 */
export function RiskModelPanel({ results, country }: { results: AuditResults; country: string | null | undefined }) {
  const { legal, standard } = brokenLimits(results.caps);
  const version = modelVersionOf(results);
  const packs = (results.rulePacks ?? []).filter((p) => p.kind !== 'BASE');
  const noJurisdiction = noJurisdictionLine(results.rulePacks, country);
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
            {exposureLine(results.exposure)}
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
        {noJurisdiction ? (
          <Text size="sm" data-testid="no-jurisdiction">
            {noJurisdiction}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" data-testid="model-version">
          {modelVersionLine(version)}
        </Text>
      </Stack>
    </Paper>
  );
}
