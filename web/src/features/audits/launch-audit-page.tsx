import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** Launch Audit form (spec 1 §2, admin). */
export function LaunchAuditPage() {
  return (
    <>
      <PageHeader title="Launch audit" />
      <EmptyState title="Launching audits is not available yet" description="Admins will launch an audit from a template on a farm here." />
    </>
  );
}
