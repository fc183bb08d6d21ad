import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** Audit templates (spec 2, admin). */
export function TemplatesPage() {
  return (
    <>
      <PageHeader title="Templates" />
      <EmptyState title="Templates are not available yet" description="Admins will create, upload and edit audit templates here." />
    </>
  );
}
