import { Group, Progress, Text } from '@mantine/core';
import { countOf } from '@aquarisk/contract/plural';

/** How many of the questions that apply are answered. */
export function QuestionProgress({ answered, total }: { answered: number; total: number }) {
  const percent = total ? Math.round((answered / total) * 100) : 0;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600} c="navy.9">
          Progress
        </Text>
        <Text size="sm" c="dimmed">
          {answered} of {total} answered
        </Text>
      </Group>
      <Progress value={percent} color="lagoon" size="md" radius="xl" aria-label={`${answered} of ${countOf(total, 'question')} answered`} />
    </div>
  );
}
