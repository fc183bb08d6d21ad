import { List, Text, Title } from '@mantine/core';
import type { AuditComparison } from '../api/audit-comparison.api.ts';

type Place = AuditComparison['addedQuestions'][number];

function Places({ title, places }: { title: string; places: Place[] }) {
  if (places.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title} ({places.length})
      </Title>
      <List size="sm" spacing={2}>
        {places.map((p) => (
          <List.Item key={p.questionId}>
            {p.questionText}{' '}
            <Text span c="dimmed" size="xs">
              ({p.sectionName} › {p.stepTitle})
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** Questions one audit's template had and the other's did not (the template changed between launches). */
export function QuestionChanges({ comparison }: { comparison: AuditComparison }) {
  if (comparison.addedQuestions.length === 0 && comparison.removedQuestions.length === 0) return null;
  return (
    <section aria-label="Questions added or removed">
      <Places title="Questions new in the newer audit" places={comparison.addedQuestions} />
      <Places title="Questions no longer asked" places={comparison.removedQuestions} />
    </section>
  );
}
