import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** The action center (spec 2). */
export function ActionsPage() {
  return (
    <>
      <PageHeader title="Actions" />
      <EmptyState
        title="The action center is not available yet"
        description="Farm managers will give feedback on risk exposures raised by audits here."
      />
    </>
  );
}
