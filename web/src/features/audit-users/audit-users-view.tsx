import { Alert, Paper, Stack } from '@mantine/core';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import { CONTACTS_HIDDEN, personName } from '@aquarisk/contract/schemas/user.schema';
import { countOf } from '@aquarisk/contract/plural';
import { useSurveyFarmQuery } from '../../components/audit-frame/audit-frame-api.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconUsers } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuthorities } from '../../lib/use-session.ts';
import { useAuditUsersQuery } from './api/audit-users.api.ts';
import { useAddAuditUser, useRemoveAuditUser } from './api/change-audit-users.api.ts';
import { AddUserTypeahead } from './components/add-user-typeahead.tsx';
import { AuditUserList } from './components/audit-user-list.tsx';

export function AuditUsersView({ surveyExtId }: { surveyExtId: string }) {
  const query = useAuditUsersQuery(surveyExtId);
  const farm = useSurveyFarmQuery(surveyExtId);
  const authorities = useAuthorities();
  const mayChange = can(authorities, 'manageAuditUsers');
  const add = useAddAuditUser(surveyExtId);
  const remove = useRemoveAuditUser(surveyExtId);

  if (query.isPending) return <LoadingState label="Loading the users…" />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Audit users" />
        <ErrorState error={query.error} message={screenMessages.loadTheUsers} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { surveyName, total, users } = query.data;
  const assigned = new Set(users.map((u) => u.externalId));
  return (
    <>
      <PageHeader
        title={surveyName}
        eyebrow="Audit users"
        description={<span data-testid="audit-user-total">{countOf(total, 'user')}</span>}
      />
      <Stack gap="lg">
        {mayChange ? (
          <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
            <AddUserTypeahead
              companyExtId={farm.data?.companyExtId}
              assignedIds={assigned}
              onPick={(user) => add.mutate(user)}
              busy={add.isPending}
            />
          </Paper>
        ) : (
          <Alert variant="light" color="gray" title="Read only">
            Only Admin, Company and Manager users can change who is on this audit.
            {can(authorities, 'seeContactDetails') ? null : ` ${CONTACTS_HIDDEN}`}
          </Alert>
        )}
        {users.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={28} />}
            title="No users on this audit yet"
            description={mayChange ? 'Search for a company user above to add them.' : undefined}
          />
        ) : (
          <AuditUserList
            users={users}
            onRemove={
              mayChange ? (user) => remove.mutate({ externalId: user.externalId, email: user.email ?? personName(user) }) : undefined
            }
            removingId={remove.isPending ? (remove.variables?.externalId ?? null) : null}
          />
        )}
      </Stack>
    </>
  );
}
