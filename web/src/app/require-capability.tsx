import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { can, type Capability } from '@aquarisk/contract/capabilities';
import { EmptyState } from '../components/empty-state.tsx';
import { IconLock } from '../components/icons.tsx';
import { useAuthorities } from '../lib/use-session.ts';

/** Admin-only screens (templates, activity log, new audit, new company) say so instead of failing call by call. */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const authorities = useAuthorities();
  if (can(authorities, capability)) return children;
  return (
    <EmptyState
      icon={<IconLock size={28} />}
      title="You do not have access to this page"
      description="Ask an administrator of your company if you need it."
      actions={
        <Button component={Link} to="/" variant="light">
          Go to audits
        </Button>
      }
    />
  );
}
