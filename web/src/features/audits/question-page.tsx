import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** Replaced by the question flow (issue 4). */
export function AuditQuestionPage() {
  return (
    <>
      <PageHeader title="Audit" />
      <EmptyState title="Answering audits is not available yet" description="The question flow will open here once it is released." />
    </>
  );
}
