import { EmptyState } from '../../components/empty-state.tsx';

/** Replaced by the results view (issue 5). */
export function AuditResultsPage() {
  return <EmptyState title="Audit results are not available yet" description="Results of scored audits will open here once this view is released." />;
}
