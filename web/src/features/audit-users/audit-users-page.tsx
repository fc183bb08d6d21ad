import { EmptyState } from '../../components/empty-state.tsx';

/** Replaced by the audit users view (issue 5). */
export function AuditUsersPage() {
  return <EmptyState title="Audit users are not available yet" description="The people assigned to this audit will be listed here once this view is released." />;
}
