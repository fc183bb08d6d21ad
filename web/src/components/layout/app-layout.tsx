import { Suspense } from 'react';
import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../loading-state.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { CompanyMenu } from './company-menu.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { SyncBadge } from './sync-badge.tsx';
import { UserMenu } from './user-menu.tsx';
import classes from './app-layout.module.css';

/** The signed-in frame: navy top bar (burger menu on phones) and the page below it. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 280, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }} padding={0}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <Logo wordmarkFrom="xs" />
            <Group visibleFrom="sm" ml="md">
              <MainNav variant="header" />
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            <SyncBadge />
            <CompanyMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" hiddenFrom="sm">
        <MainNav variant="drawer" onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Container
          size="xl"
          py={{ base: 'md', sm: 'xl' }}
          px={{ base: 'sm', sm: 'lg' }}
          id="main-content"
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
