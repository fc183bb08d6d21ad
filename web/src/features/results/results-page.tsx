import { useParams } from 'react-router';
import { AuditFrame } from '../../components/audit-frame/audit-frame.tsx';
import { ResultsView } from './results-view.tsx';

/** /audit/audit-result/{surveyExtId}: the scored audit's results in the audit frame (spec 2 §2, Results view). */
export function AuditResultsPage() {
  const { surveyExtId = '' } = useParams();
  return (
    <AuditFrame surveyExtId={surveyExtId}>
      <ResultsView key={surveyExtId} surveyExtId={surveyExtId} />
    </AuditFrame>
  );
}
