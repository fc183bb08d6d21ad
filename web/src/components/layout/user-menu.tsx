import { Avatar, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { useSession } from '../../lib/use-session.ts';
import { IconActivity, IconLogout, IconUser } from '../icons.tsx';
import { initials } from './initials.ts';
import { signOut } from './sign-out.ts';
import classes from './app-layout.module.css';

/** The user menu: initials in the top bar; Account, Activity Log (admin) and Sign Out. */
export function UserMenu() {
  const { user } = useSession();
  if (!user) return null;
  const name = user.fullName?.trim() || user.email;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.headerButton} aria-label={`User menu: ${name}`} px={4}>
          <Avatar color="lagoon" variant="filled" radius="xl" size={34}>
            {initials(user.fullName, user.email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={8}>
          <Text size="sm" fw={700} truncate="end">
            {name}
          </Text>
          {user.fullName ? (
            <Text size="xs" c="dimmed" truncate="end">
              {user.email}
            </Text>
          ) : null}
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUser size={16} />}>
          Account
        </Menu.Item>
        {can(user.authorities, 'readActivityLog') ? (
          <Menu.Item component={Link} to="/activity-log" leftSection={<IconActivity size={16} />}>
            Activity Log
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
