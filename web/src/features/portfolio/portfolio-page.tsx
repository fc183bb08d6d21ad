import { CurrentCompanyPage } from '../../components/layout/current-company-page.tsx';
import { PortfolioView } from './portfolio-view.tsx';

/** /portfolio (issue 26 item 6): how the farms moved between bands since their previous scored audit. */
export function PortfolioPage() {
  return (
    <CurrentCompanyPage
      title="Portfolio"
      description="How each farm's band moved since its previous scored audit, and the farms that worsened most."
      noCompanyHint="Choose a company from the company menu to see its portfolio."
    >
      {(company) => <PortfolioView company={company} />}
    </CurrentCompanyPage>
  );
}
