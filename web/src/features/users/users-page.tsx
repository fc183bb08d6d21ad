import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** The company's users (spec 1 §2). Placeholder until the users screen is built. */
export function UsersPage() {
  return (
    <>
      <PageHeader title="Users" />
      <EmptyState title="This screen is being built" description="The company's users will be listed here shortly." />
    </>
  );
}
