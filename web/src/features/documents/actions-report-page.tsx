import { EmptyState } from '../../components/empty-state.tsx';
import { DocumentFrame } from './document-frame.tsx';

/** The actions report, opened in a new tab (spec 2). */
export function ActionsReportPage() {
  return (
    <DocumentFrame>
      <EmptyState title="The actions report is not available yet" description="This document will be generated here once it is released." />
    </DocumentFrame>
  );
}
