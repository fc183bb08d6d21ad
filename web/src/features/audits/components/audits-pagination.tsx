import { Button, Group, Text } from '@mantine/core';
import { AUDITS_PAGE_SIZE } from '@aquarisk/contract/constants';

export interface AuditsPaginationProps {
  page: number;
  /** audits returned on this page */
  count: number;
  onPage: (page: number) => void;
}

/** Prev and Next; Next is disabled below a full page, and the pager is hidden on a short first page (docs/requirements.md#core-9). */
export function AuditsPagination({ page, count, onPage }: AuditsPaginationProps) {
  const full = count >= AUDITS_PAGE_SIZE;
  if (page <= 1 && !full) return null;
  return (
    <Group justify="center" gap="sm" mt="md" component="nav" aria-label="Pages">
      <Button variant="default" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {page}
      </Text>
      <Button variant="default" size="sm" disabled={!full} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
