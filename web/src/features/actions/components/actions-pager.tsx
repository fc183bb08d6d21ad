import { Button, Group, Text } from '@mantine/core';
import { countOf } from '@aquarisk/contract/plural';

export interface ActionsPagerProps {
  page: number;
  size: number;
  shown: number;
  count: number;
  onPage: (page: number) => void;
}

/** Prev and Next; Next is disabled when fewer audits came back than the page size (docs/requirements.md#results-9). */
export function ActionsPager({ page, size, shown, count, onPage }: ActionsPagerProps) {
  const first = shown === 0 ? 0 : (page - 1) * size + 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown === 0 ? `Page ${page}` : `Showing ${first}-${first + shown - 1} of ${countOf(count, 'audit')}`}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Prev
        </Button>
        <Button variant="default" size="xs" onClick={() => onPage(page + 1)} disabled={shown < size}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
