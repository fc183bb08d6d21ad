import type { ReactNode } from 'react';
import { can, type Capability } from '@aquarisk/contract/capabilities';
import { NoAccessState } from '../components/access-states.tsx';
import { useAuthorities } from '../lib/use-session.ts';

/** Admin-only screens (templates, activity log, new audit, new company) say so instead of failing call by call. */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const authorities = useAuthorities();
  if (can(authorities, capability)) return children;
  return <NoAccessState />;
}
