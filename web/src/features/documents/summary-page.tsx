import { EmptyState } from '../../components/empty-state.tsx';
import { DocumentFrame } from './document-frame.tsx';

/** The audit summary, opened in a new tab (spec 2). */
export function SummaryPage() {
  return (
    <DocumentFrame>
      <EmptyState title="The audit summary is not available yet" description="This document will be generated here once it is released." />
    </DocumentFrame>
  );
}
