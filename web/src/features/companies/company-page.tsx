import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** Add or edit a company (spec 1 §2). Placeholder until the company screen is built. */
export function CompanyPage() {
  const { companyId } = useParams();
  const creating = !companyId || companyId === 'new';
  return (
    <>
      <PageHeader title={creating ? 'New company' : 'Company'} />
      <EmptyState title="This screen is being built" description="Adding and editing companies will be available here shortly." />
    </>
  );
}
