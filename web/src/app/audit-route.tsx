import { useParams } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { pages } from './pages.ts';

/** /audit/{surveyType}/{surveyExtId}: view-audit, audit-result or audit-users (spec 1 §2). */
export function AuditRoute() {
  const { surveyType } = useParams();
  if (surveyType === 'view-audit') return <pages.AuditQuestion />;
  if (surveyType === 'audit-result') return <pages.AuditResults />;
  if (surveyType === 'audit-users') return <pages.AuditUsers />;
  return <EmptyState title="Page not found" description="This audit view does not exist. Pick an audit from the audits list." />;
}
