import { CurrentCompanyPage } from '../../components/layout/current-company-page.tsx';
import { ActionsView } from './actions-view.tsx';

/** /actions: the action center of the current company (docs/requirements.md#results-2, Actions page). */
export function ActionsPage() {
  return (
    <CurrentCompanyPage
      title="Actions"
      description="Risk exposures raised by audits: review and resolve them, or look back at how they were resolved."
      noCompanyHint="Choose a company from the company menu to see its actions."
    >
      {(company) => <ActionsView company={company} />}
    </CurrentCompanyPage>
  );
}
