import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { roleLabel } from '@aquarisk/contract/roles';
import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { countOf } from '@aquarisk/contract/plural';
import { EditLinkButton } from '../../../components/edit-link-button.tsx';
import classes from './user-list.module.css';

export interface UserRowProps {
  entry: CompanyUser;
  editHref: string;
  /** offered to admin and company users, never for oneself */
  onDelete?: (entry: CompanyUser) => void;
}

/** Full name and e-mail, roles, farm count, Edit and (for the higher tier) Delete. */
export function UserRow({ entry, editHref, onDelete }: UserRowProps) {
  const { user, roles, farmCount } = entry;
  const name = user.fullName?.trim() || user.email;
  return (
    <li className={classes.row}>
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={650} c="navy.9" truncate="end">
          {name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {user.email}
        </Text>
        <Group gap={6} mt={2}>
          {roles.map((r) => (
            <Badge key={r} size="sm" variant="light" color="ocean" radius="sm" tt="none">
              {roleLabel(r)}
            </Badge>
          ))}
          {farmCount !== undefined ? (
            <Badge size="sm" variant="light" color="gray" radius="sm" tt="none">
              {countOf(farmCount, 'farm')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        <EditLinkButton to={editHref} name={user.email} />
        {onDelete ? (
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(entry)} aria-label={`Delete ${user.email}`}>
            Delete
          </Button>
        ) : null}
      </Group>
    </li>
  );
}
