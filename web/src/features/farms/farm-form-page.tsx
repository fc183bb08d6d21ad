import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** Farm form; farmId 'new' creates (spec 1 §2). Placeholder until the farm form is built. */
export function FarmFormPage() {
  const { farmId } = useParams();
  return (
    <>
      <PageHeader title={farmId === 'new' ? 'New farm' : 'Farm'} />
      <EmptyState title="This screen is being built" description="Adding and editing farms will be available here shortly." />
    </>
  );
}
