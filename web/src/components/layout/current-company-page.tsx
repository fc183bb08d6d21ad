import { Fragment, type ReactNode } from 'react';
import { EmptyState } from '../empty-state.tsx';
import { PageHeader } from '../page-header.tsx';
import type { CompanyRef } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';

interface CurrentCompanyPageProps {
  title: string;
  description: string;
  /** the prompt shown when no company is chosen */
  noCompanyHint: string;
  /** the page's body for the current company (remounted when the company changes) */
  children: (company: CompanyRef) => ReactNode;
}

/** A page about the current company: its header with the company's name, then the body, or a prompt to choose one. */
export function CurrentCompanyPage({ title, description, noCompanyHint, children }: CurrentCompanyPageProps) {
  const { company } = useSession();
  return (
    <>
      <PageHeader title={title} eyebrow={company?.name} description={description} />
      {company ? (
        <Fragment key={company.externalId}>{children(company)}</Fragment>
      ) : (
        <EmptyState title="No company selected" description={noCompanyHint} />
      )}
    </>
  );
}
