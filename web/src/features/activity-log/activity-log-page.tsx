import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** The activity log (spec 2, admin). */
export function ActivityLogPage() {
  return (
    <>
      <PageHeader title="Activity Log" />
      <EmptyState title="The activity log is not available yet" description="Every change made in Aquarisk, by whom and when, will be listed here." />
    </>
  );
}
