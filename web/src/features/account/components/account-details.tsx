import type { ReactNode } from 'react';
import { Avatar, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { roleLabel } from '@aquarisk/contract/roles';
import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import type { CompanyRef } from '../../../lib/session.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Name, e-mail, phone, roles and current company of the signed-in user. */
export function AccountDetails({ user, company, initials }: { user: CurrentUser; company: CompanyRef | null; initials: string }) {
  const notSet = (
    <Text span c="dimmed" size="sm">
      Not set
    </Text>
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Group gap="md" wrap="nowrap">
        <Avatar color="lagoon" variant="filled" radius="xl" size={56}>
          {initials}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" c="navy.9">
            {user.fullName?.trim() || user.email}
          </Title>
          <Text size="sm" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        <Field label="Full name">{user.fullName?.trim() || notSet}</Field>
        <Field label="E-mail">{user.email}</Field>
        <Field label="Phone">{user.phone?.trim() || notSet}</Field>
        <Field label="Current company">{company?.name ?? user.currentCompany?.name ?? notSet}</Field>
        <Field label="Roles">
          {user.authorities.length ? (
            <Group gap={6} mt={2}>
              {user.authorities.map((role) => (
                <Badge key={role} variant="light" color="ocean" radius="sm" tt="none">
                  {roleLabel(role)}
                </Badge>
              ))}
            </Group>
          ) : (
            notSet
          )}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
