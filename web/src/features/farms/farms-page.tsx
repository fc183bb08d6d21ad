import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** The company's farm list with its map (spec 1 §2). Placeholder until the farms screen is built. */
export function FarmsPage() {
  return (
    <>
      <PageHeader title="Farms" />
      <EmptyState title="This screen is being built" description="The company's farms and their map will be listed here shortly." />
    </>
  );
}
