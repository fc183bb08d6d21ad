import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { loggedAnswerDisplay } from '@aquarisk/contract/answers/answer-log';
import { riskText } from '@aquarisk/contract/risk';
import { AnswerView } from '../../../components/answer-view.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { userLocale } from '../../../lib/format-date.ts';
import type { AuditComparison, ChangedAnswer } from '../api/audit-comparison.api.ts';

type Side = ChangedAnswer['older'];

const points = (side: Side) => {
  if (side.points === undefined || side.points === null) return null;
  return side.maxPoints ? `${side.points} of ${side.maxPoints} points` : 'No points (not scored)';
};

function AnswerSide({ side, label }: { side: Side; label: string }) {
  return (
    <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {side.answer === null ? (
        <Text fw={600} c="dimmed">
          Not asked
        </Text>
      ) : (
        <AnswerView answer={loggedAnswerDisplay(side.answerType, side.answer, { locale: userLocale() })} />
      )}
      <Group gap={6}>
        {points(side) ? (
          <Text size="sm" c="dimmed">
            {points(side)}
          </Text>
        ) : null}
        {side.capRisk ? (
          <Badge color="red" variant="light" size="sm">
            Caps at {riskText(side.capRisk)}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Each answer that differs, old → new, with its points (for those who see scores) and the cap it sets. */
export function ChangedAnswers({ comparison }: { comparison: AuditComparison }) {
  const changes = comparison.changedAnswers;
  return (
    <section aria-labelledby="compare-answers">
      <Title order={2} size="h3" id="compare-answers" mb="sm">
        Changed answers ({changes.length})
      </Title>
      {changes.length === 0 ? (
        <EmptyState title="No answer changed" description="Both audits gave the same answer to every question they share." />
      ) : (
        <List listStyleType="none" spacing="sm" data-testid="changed-answers">
          {changes.map((c) => (
            <List.Item key={c.questionId} styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
              <Paper withBorder p="md" data-testid="changed-answer">
                <Text size="xs" c="dimmed">
                  {c.sectionName} › {c.stepTitle}
                </Text>
                <Text fw={600} mb="xs">
                  {c.questionText}
                </Text>
                <Group align="flex-start" gap="md" wrap="wrap">
                  <AnswerSide side={c.older} label={comparison.older.name} />
                  <Text aria-hidden c="dimmed" fz="xl" visibleFrom="sm">
                    →
                  </Text>
                  <AnswerSide side={c.newer} label={comparison.newer.name} />
                </Group>
              </Paper>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
