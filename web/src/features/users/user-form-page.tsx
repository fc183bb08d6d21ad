import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** User form; userId 'new' creates (spec 1 §2). Placeholder until the user form is built. */
export function UserFormPage() {
  const { userId } = useParams();
  return (
    <>
      <PageHeader title={userId === 'new' ? 'New user' : 'User'} />
      <EmptyState title="This screen is being built" description="Adding and editing users will be available here shortly." />
    </>
  );
}
