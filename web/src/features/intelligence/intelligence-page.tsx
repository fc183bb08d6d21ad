import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/use-session.ts';
import { IntelligenceView } from './intelligence-view.tsx';

/** /intelligence: the company-wide map of farms by risk, animals, value and tonnage (docs/requirements.md#results-2). */
export function IntelligencePage() {
  const { company } = useSession();
  return (
    <>
      <PageHeader
        title="Intelligence"
        eyebrow={company?.name}
        description="Compare your farms by the risk of their latest scored audit, their stock, value and tonnage."
      />
      {company ? (
        <IntelligenceView key={company.externalId} company={company} />
      ) : (
        <EmptyState title="No company selected" description="Choose a company from the company menu to see its farms on the map." />
      )}
    </>
  );
}
