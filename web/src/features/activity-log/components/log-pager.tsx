import { Button, Group, Text } from '@mantine/core';
import { pagerHidden, pagerItems } from '../pager-items.ts';

export interface LogPagerProps {
  page: number;
  size: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

/** Prev, three page numbers with ellipses, Next; hidden on a short first page. */
export function LogPager({ page, size, shown, total, onPage }: LogPagerProps) {
  if (pagerHidden(page, size, shown)) return null;
  const totalPages = Math.max(page, Math.ceil(total / size));
  return (
    <Group component="nav" aria-label="Pages" gap={6} justify="center" wrap="wrap">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      {pagerItems(page, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <Text key={item.side} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item.page}
            size="xs"
            variant={item.page === page ? 'filled' : 'default'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            onClick={() => onPage(item.page)}
          >
            {item.page}
          </Button>
        ),
      )}
      <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
