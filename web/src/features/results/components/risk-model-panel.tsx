import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { breachLine, brokenLimits } from '@aquarisk/contract/scoring/breach-lines';
import { exposureLine, modelVersionLine, noJurisdictionLine } from '@aquarisk/contract/scoring/model-lines';
import { modelVersionOf } from '@aquarisk/contract/schemas/results.schema';
import type { AuditResults } from '../api/audit-results.api.ts';

type Breach = ReturnType<typeof brokenLimits>['legal'][number];

/** One kind of broken limit, a line each (test ids `<kind>-breaches` and `<kind>-breach`); nothing when none. */
function Breaches({ caps, kind, title, color }: { caps: Breach[]; kind: 'legal' | 'standard'; title: string; color: string }) {
  if (caps.length === 0) return null;
  return (
    <Stack gap={4} data-testid={`${kind}-breaches`}>
      <Text fw={700} c={color}>
        {title}
      </Text>
      <List size="sm" spacing={4}>
        {caps.map((cap, i) => (
          <List.Item key={`${cap.questionId}-${i}`} data-testid={`${kind}-breach`}>
            {breachLine(cap)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

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
        <Breaches caps={legal} kind="legal" title="Legal limits exceeded" color="red.9" />
        <Breaches caps={standard} kind="standard" title="Standards not met" color="orange.9" />
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
