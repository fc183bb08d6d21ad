import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** right-hand buttons */
  actions?: ReactNode;
  /** a small line above the title, e.g. the company name */
  eyebrow?: ReactNode;
}

/** Every screen's heading: one h1, an optional description and the screen's main actions. */
export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4}>
        {eyebrow ? (
          <Text size="xs" tt="uppercase" fw={700} c="lagoon.7" style={{ letterSpacing: '0.08em' }}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" maw={720}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
