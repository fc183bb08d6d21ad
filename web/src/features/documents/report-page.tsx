import { EmptyState } from '../../components/empty-state.tsx';
import { DocumentFrame } from './document-frame.tsx';

/** The audit report, opened in a new tab (spec 2). */
export function ReportPage() {
  return (
    <DocumentFrame>
      <EmptyState title="The audit report is not available yet" description="This document will be generated here once it is released." />
    </DocumentFrame>
  );
}
