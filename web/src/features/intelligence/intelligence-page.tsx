import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** The intelligence view: map and risk summaries (spec 2). */
export function IntelligencePage() {
  return (
    <>
      <PageHeader title="Intelligence" />
      <EmptyState title="Intelligence is not available yet" description="A map of your farms with their risk levels will be shown here." />
    </>
  );
}
