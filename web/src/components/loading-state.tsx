import { Center, Group, Loader, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';

export interface LoadingStateProps {
  /** page: header and rows of skeleton; list: rows only; spinner: a centred loader */
  variant?: 'page' | 'list' | 'spinner';
  rows?: number;
  label?: string;
}

/** Shown while data loads; announced to screen readers once. */
export function LoadingState({ variant = 'page', rows = 4, label = 'Loading…' }: LoadingStateProps) {
  if (variant === 'spinner') {
    return (
      <Center py={64} role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader color="lagoon" type="dots" />
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
      </Center>
    );
  }
  const list = (
    <Stack gap="sm">
      {Array.from({ length: rows }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={12} width="40%" radius="xl" />
              <Skeleton height={10} width="70%" radius="xl" />
            </Stack>
            <Skeleton height={28} width={90} radius="md" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {variant === 'page' ? (
        <Stack gap={10} mb="lg">
          <Skeleton height={28} width={220} radius="md" />
          <Skeleton height={12} width={340} radius="xl" />
        </Stack>
      ) : null}
      {list}
    </div>
  );
}
