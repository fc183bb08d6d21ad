import { useParams } from 'react-router';
import { NotFoundState } from '../components/access-states.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { pages } from './pages.ts';
import { RequireCapability } from './require-capability.tsx';

/** Audit ids are UUIDs: anything else in the link is no audit, said without asking the server (issue 37 item 12). */
const AUDIT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /audit/{surveyType}/{surveyExtId}: view-audit, audit-result or audit-users (docs/requirements.md#core-2). */
export function AuditRoute() {
  const { surveyType, surveyExtId = '' } = useParams();
  if (!AUDIT_ID.test(surveyExtId)) return <NotFoundState what="audit" />;
  if (surveyType === 'view-audit') return <pages.AuditQuestion />;
  if (surveyType === 'audit-result') return <pages.AuditResults />;
  // Who is on an audit, with e-mails, is for those who manage it (the server answers 403 to anyone else).
  if (surveyType === 'audit-users') {
    return (
      <RequireCapability capability="manageAuditUsers">
        <pages.AuditUsers />
      </RequireCapability>
    );
  }
  return <EmptyState title="Page not found" description="This audit view does not exist. Pick an audit from the audits list." />;
}
