import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { confirmMessages, screenMessages, successMessages } from '@aquarisk/contract/messages';
import { ConfirmDelete } from '../../components/confirm-dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { notifySuccess } from '../../lib/alerts.ts';
import { setCurrentCompany } from '../../lib/current-company.ts';
import { fetchCompanies, sessionKeys } from '../../lib/session-api.ts';
import { useAuthorities, useSession } from '../../lib/use-session.ts';
import { useDeleteCompany } from './api/delete-company.api.ts';
import { useCompanyQuery } from './api/get-company.api.ts';
import { useCreateCompany, useUpdateCompany } from './api/save-company.api.ts';
import { CompanyForm, type CompanyFormValues } from './components/company-form.tsx';
import { CompanyLinks } from './components/company-links.tsx';
import { ActionDueDaysSection } from './components/action-due-days-form.tsx';
import { AuditIntervalSection } from './components/audit-interval-form.tsx';

/** /companies/new and /companies/{id}: add or edit a company (docs/requirements.md#core-2, §4). */
export function CompanyPage() {
  const { companyId } = useParams();
  const creating = !companyId || companyId === 'new';
  return creating ? <NewCompany /> : <EditCompany companyId={companyId} />;
}

function NewCompany() {
  const create = useCreateCompany();
  const navigate = useNavigate();
  const client = useQueryClient();
  const submit = (values: CompanyFormValues) =>
    create.mutate(values, {
      onSuccess: (company) => {
        notifySuccess(successMessages.companySaved);
        // The new company becomes current; then home, with every screen's data loaded afresh (docs/requirements.md#core-4).
        setCurrentCompany(company);
        void navigate('/');
        void client.invalidateQueries();
      },
    });
  return (
    <>
      <PageHeader eyebrow="Company" title="New company" description="Name the company and add its address and contacts." />
      <CompanyForm editable saving={create.isPending} onSubmit={submit} />
    </>
  );
}

function EditCompany({ companyId }: { companyId: string }) {
  const authorities = useAuthorities();
  const { company: current } = useSession();
  const query = useCompanyQuery(companyId);
  const update = useUpdateCompany(companyId);
  const remove = useDeleteCompany();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const companyWide = can(authorities, 'editCompany');

  if (query.isPending || query.isError) {
    return (
      <>
        <PageHeader eyebrow="Company" title="Company" />
        {query.isPending ? (
          <LoadingState variant="list" rows={3} label="Loading the company…" />
        ) : (
          <ErrorState error={query.error} message={screenMessages.loadCompany} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  const company = query.data;

  const submit = (values: CompanyFormValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(successMessages.companySaved);
        if (current?.externalId === saved.externalId) setCurrentCompany(saved);
      },
    });

  const confirmDelete = () =>
    remove.mutate(companyId, {
      onSettled: () => setConfirming(false),
      onSuccess: () => {
        notifySuccess(successMessages.companyDeleted);
        // The first company of the list becomes current (docs/requirements.md#core-4) BEFORE going to /: the audits list would
        // otherwise load the deleted company's audits and farm locations and pop up 'Not found'.
        void client
          .fetchQuery({ queryKey: sessionKeys.companies(), queryFn: ({ signal }) => fetchCompanies(signal), staleTime: 0 })
          .then((companies) => setCurrentCompany(companies[0] ?? null))
          .finally(() => void navigate('/'));
      },
    });

  const deleteButton = can(authorities, 'manageCompanies') ? (
    <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
      Delete
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        eyebrow="Company"
        title={company.name}
        description={companyWide ? 'Edit the company’s name, address and contacts.' : undefined}
        actions={
          companyWide ? (
            <CompanyLinks
              companyId={companyId}
              farmCount={company.farmCount}
              userCount={company.userCount}
              showSso={can(authorities, 'configureSso')}
              showWebhooks={can(authorities, 'manageWebhooks')}
            />
          ) : undefined
        }
      />
      <CompanyForm
        key={company.externalId}
        company={company}
        editable={companyWide}
        saving={update.isPending}
        onSubmit={submit}
        deleteButton={deleteButton}
      />
      {companyWide ? <ActionDueDaysSection companyExtId={companyId} /> : null}
      {companyWide ? <AuditIntervalSection companyExtId={companyId} /> : null}
      <ConfirmDelete
        what="company"
        opened={confirming}
        message={confirmMessages.deleteCompany(company.name, company.userCount ?? 0, company.farmCount ?? 0)}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
