import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { can, type Capability } from '@aquarisk/contract/capabilities';
import { NoAccessState } from '../components/access-states.tsx';
import { useAuthorities } from '../lib/use-session.ts';

/**
 * Admin-only screens (templates, activity log, new audit, new company) say so instead of failing call by call.
 * Without children it guards the routes nested in it (their Outlet).
 */
export function RequireCapability({ capability, children = <Outlet /> }: { capability: Capability; children?: ReactNode }) {
  const authorities = useAuthorities();
  if (can(authorities, capability)) return children;
  return <NoAccessState />;
}
