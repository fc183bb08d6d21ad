import { useParams } from 'react-router';
import { AuditFrame } from '../../components/audit-frame/audit-frame.tsx';
import { AuditUsersView } from './audit-users-view.tsx';

/** /audit/audit-users/{surveyExtId}: who is on this audit, in the audit frame (docs/requirements.md#results-2, Audit users view). */
export function AuditUsersPage() {
  const { surveyExtId = '' } = useParams();
  return (
    <AuditFrame surveyExtId={surveyExtId}>
      <AuditUsersView key={surveyExtId} surveyExtId={surveyExtId} />
    </AuditFrame>
  );
}
