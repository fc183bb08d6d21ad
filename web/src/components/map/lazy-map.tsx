import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { mapMessages } from '@aquarisk/contract/messages';

interface BoundaryProps {
  height: number | string;
  children: ReactNode;
}

/**
 * A map that throws while it starts (MapLibre without WebGL 2, a lost graphics context) says so in its own place; the
 * page around it stays (before, the error reached the route's boundary and the whole screen was replaced).
 */
export class MapBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Paper withBorder radius="md" h={this.props.height} p="md" role="note" aria-label={mapMessages.unavailableTitle}>
        <Stack gap={4} justify="center" h="100%" ta="center">
          <Text fw={600}>{mapMessages.unavailableTitle}</Text>
          <Text size="sm" c="dimmed">
            {mapMessages.unavailable}
          </Text>
        </Stack>
      </Paper>
    );
  }
}

/**
 * A map whose code (MapLibre, ~330 KB gzip) loads only when it is first shown: `preload` starts loading it early, e.g.
 * while its page waits for data (issue 21); a skeleton stands in while it loads, MapBoundary if it cannot start.
 */
export function lazyMap<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, heightOf: (props: P) => number | string) {
  const Impl = lazy(load);
  function LazyMap(props: P) {
    const height = heightOf(props);
    return (
      <MapBoundary height={height}>
        <Suspense fallback={<Skeleton height={height} radius="md" role="status" aria-busy="true" aria-label="Loading map" />}>
          <Impl {...props} />
        </Suspense>
      </MapBoundary>
    );
  }
  return { LazyMap, preload: () => void load() };
}
