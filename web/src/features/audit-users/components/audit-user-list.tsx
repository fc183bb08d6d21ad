import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { personName } from '@aquarisk/contract/schemas/user.schema';
import type { AuditUser } from '../api/audit-users.api.ts';

export interface AuditUserListProps {
  users: AuditUser[];
  /** absent for users who may not change the audit's users */
  onRemove?: ((user: AuditUser) => void) | undefined;
  /** the user being removed */
  removingId?: string | null;
}

/** Full name, e-mail (where shown to this user) and a remove button per row (docs/requirements.md#results-2, Audit users view). */
export function AuditUserList({ users, onRemove, removingId }: AuditUserListProps) {
  return (
    <Stack gap="xs" component="ul" aria-label="Users of this audit" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {users.map((user) => (
        <Paper key={user.externalId} withBorder radius="md" p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {personName(user)}
              </Text>
              {user.email ? (
                <Text size="sm" c="dimmed" truncate>
                  {user.email}
                </Text>
              ) : null}
            </Stack>
            {onRemove ? (
              <Button
                variant="light"
                color="red"
                size="xs"
                onClick={() => onRemove(user)}
                loading={removingId === user.externalId}
                aria-label={`Remove ${user.email ?? personName(user)} from the audit`}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
