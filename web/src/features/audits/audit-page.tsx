import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

const views: Record<string, string> = {
  'view-audit': 'Audit',
  'audit-result': 'Audit results',
  'audit-users': 'Audit users',
};

/** The audit view: questions, results or users depending on surveyType (spec 1 §2). */
export function AuditPage() {
  const { surveyType = '' } = useParams();
  const title = views[surveyType];
  if (!title) {
    return <EmptyState title="Page not found" description="This audit view does not exist. Pick an audit from the audits list." />;
  }
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={`${title} is not available yet`} description="This part of the audit will open here once it is released." />
    </>
  );
}
