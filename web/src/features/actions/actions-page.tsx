import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/use-session.ts';
import { ActionsView } from './actions-view.tsx';

/** /actions: the action center of the current company (docs/requirements.md#results-2, Actions page). */
export function ActionsPage() {
  const { company } = useSession();
  return (
    <>
      <PageHeader
        title="Actions"
        eyebrow={company?.name}
        description="Risk exposures raised by audits: review and resolve them, or look back at how they were resolved."
      />
      {company ? (
        <ActionsView key={company.externalId} company={company} />
      ) : (
        <EmptyState title="No company selected" description="Choose a company from the company menu to see its actions." />
      )}
    </>
  );
}
