import { Group, Progress, Text } from '@mantine/core';
import { countOf } from '@aquarisk/contract/plural';

/**
 * How many of the questions that apply are answered, and how many answers carried from the last audit still wait for
 * the auditor (issue 26 item 1: they count as answered once confirmed or changed).
 */
export function QuestionProgress({ answered, total, carriedLeft = 0 }: { answered: number; total: number; carriedLeft?: number }) {
  const percent = total ? Math.round((answered / total) * 100) : 0;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600} c="navy.9">
          Progress
        </Text>
        <Text size="sm" c="dimmed">
          {answered} of {total} answered
          {carriedLeft > 0 ? ` · ${countOf(carriedLeft, 'carried answer')} to confirm` : ''}
        </Text>
      </Group>
      <Progress value={percent} color="lagoon" size="md" radius="xl" aria-label={`${answered} of ${countOf(total, 'question')} answered`} />
    </div>
  );
}
