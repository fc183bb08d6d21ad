import { useEffect, useRef } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { countOf } from '@aquarisk/contract/plural';

export interface FarmListMoreProps {
  /** farms listed so far, and how many there are in all */
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** the last page failed: no more loading on scroll until the user asks again */
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * The end of the farm list: the next page loads when this comes into view, or with 'Load more farms' (keyboard,
 * no IntersectionObserver). The observer is made anew after every page, so a short page that leaves the end in view
 * loads the next one too.
 */
export function FarmListMore({ shown, total, hasMore, loading, failed, onLoadMore }: FarmListMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), { rootMargin: '240px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, failed, shown]);

  if (!hasMore && !loading) return null;
  return (
    <Stack gap="xs" align="center" py="sm">
      <div ref={sentinel} />
      {loading ? (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" color="lagoon" />
          <Text size="sm" c="dimmed">
            Loading more farms…
          </Text>
        </Group>
      ) : null}
      {hasMore ? (
        // Stays enabled while loading: a disabled button drops keyboard focus to the page.
        <Button variant="light" size="sm" onClick={() => !loading && onLoadMore()}>
          Load more farms
        </Button>
      ) : null}
      <Text size="xs" c="dimmed">
        Showing {shown} of {countOf(total, 'farm')}
      </Text>
    </Stack>
  );
}
