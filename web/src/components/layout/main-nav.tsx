import { Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { useAuthorities } from '../../lib/use-session.ts';
import { navItems } from './nav-items.ts';
import classes from './app-layout.module.css';

/** The main links: a row in the top bar on desktop, a list in the burger menu on phones. */
export function MainNav({ variant, onNavigate }: { variant: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const authorities = useAuthorities();
  const items = navItems.filter((item) => !item.capability || can(authorities, item.capability));

  if (variant === 'drawer') {
    return (
      <Stack gap={4} component="nav" aria-label="Main">
        {items.map((item) => {
          const active = item.isActive(pathname);
          return (
            <MantineNavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              color="lagoon"
              variant="light"
              fw={600}
            />
          );
        })}
      </Stack>
    );
  }
  return (
    <Group gap={4} component="nav" aria-label="Main" wrap="nowrap">
      {items.map((item) => {
        const active = item.isActive(pathname);
        return (
          <Link
            key={item.to}
            to={item.to}
            className={classes.link}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </Link>
        );
      })}
    </Group>
  );
}
