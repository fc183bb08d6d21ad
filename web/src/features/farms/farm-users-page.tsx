import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** Users assigned to a farm (spec 1 §2). Placeholder until the farm users screen is built. */
export function FarmUsersPage() {
  return (
    <>
      <PageHeader title="Farm users" />
      <EmptyState title="This screen is being built" description="The users assigned to this farm will be listed here shortly." />
    </>
  );
}
