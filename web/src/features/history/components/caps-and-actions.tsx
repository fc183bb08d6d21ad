import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { riskText } from '@aquarisk/contract/risk';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import type { AuditComparison, ComparedAction, ComparedCap } from '../api/audit-comparison.api.ts';

function Block({ title, testId, empty, children }: { title: string; testId: string; empty: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

const CapList = ({ caps }: { caps: ComparedCap[] }) => (
  <List size="sm" spacing={6} listStyleType="none">
    {caps.map((c) => (
      <List.Item key={`${c.questionText}|${c.capRisk}`}>
        <Badge color="red" variant="light" size="sm" mr={6}>
          {riskText(c.capRisk)}
        </Badge>
        ‘{c.questionText}’ — {c.answerText}
        {c.limitText ? (
          <Text span size="xs" c="dimmed">
            {' '}
            (limit: {c.limitText})
          </Text>
        ) : null}
      </List.Item>
    ))}
  </List>
);

const ActionList = ({ actions, at }: { actions: ComparedAction[]; at: 'createdAt' | 'closedAt' }) => (
  <List size="sm" spacing={8} listStyleType="none">
    {actions.map((a) => (
      <List.Item key={a.externalId}>
        <Stack gap={2}>
          <Group gap={6} wrap="wrap">
            <RiskBadge risk={a.riskLevel} size="sm" />
            <Text size="sm" fw={600}>
              {a.title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(a[at])} · on {a.surveyName}
          </Text>
        </Stack>
      </List.Item>
    ))}
  </List>
);

/** Caps the newer audit gained or lost, and the farm's actions raised and resolved between the two audits. */
export function CapsAndActions({ comparison: c }: { comparison: AuditComparison }) {
  return (
    <section aria-labelledby="compare-caps-actions">
      <Title order={2} size="h3" id="compare-caps-actions" mb="sm">
        Caps and actions
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Block title={`Caps gained (${c.capsGained.length})`} testId="caps-gained" empty={c.capsGained.length === 0}>
          <CapList caps={c.capsGained} />
        </Block>
        <Block title={`Caps lost (${c.capsLost.length})`} testId="caps-lost" empty={c.capsLost.length === 0}>
          <CapList caps={c.capsLost} />
        </Block>
        <Block title={`Actions opened (${c.actionsOpened.length})`} testId="actions-opened" empty={c.actionsOpened.length === 0}>
          <ActionList actions={c.actionsOpened} at="createdAt" />
        </Block>
        <Block title={`Actions closed (${c.actionsClosed.length})`} testId="actions-closed" empty={c.actionsClosed.length === 0}>
          <ActionList actions={c.actionsClosed} at="closedAt" />
        </Block>
      </SimpleGrid>
    </section>
  );
}
