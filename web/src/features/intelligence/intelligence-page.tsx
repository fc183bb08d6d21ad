import { CurrentCompanyPage } from '../../components/layout/current-company-page.tsx';
import { IntelligenceView } from './intelligence-view.tsx';

/** /intelligence: the company-wide map of farms by risk, animals, value and tonnage (docs/requirements.md#results-2). */
export function IntelligencePage() {
  return (
    <CurrentCompanyPage
      title="Intelligence"
      description="Compare your farms by the risk of their latest scored audit, their stock, value and tonnage."
      noCompanyHint="Choose a company from the company menu to see its farms on the map."
    >
      {(company) => <IntelligenceView company={company} />}
    </CurrentCompanyPage>
  );
}
