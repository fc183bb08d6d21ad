import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import { CONTACTS_HIDDEN, personName } from '@aquarisk/contract/schemas/user.schema';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconUsers } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useAuthorities } from '../../lib/use-session.ts';
import { useAddFarmUser, useRemoveFarmUser } from './api/change-farm-users.api.ts';
import { useFarmUsersQuery } from './api/farm-users.api.ts';
import { useFarmQuery } from './api/get-farm.api.ts';
import { AddFarmUser } from './components/add-farm-user.tsx';

/** /companies/{id}/farms/{farmId}/users: who is assigned to the farm; assigners add and remove them. */
export function FarmUsersPage() {
  const params = useParams();
  const companyId = params.companyId ?? '';
  const farmId = params.farmId ?? '';
  const authorities = useAuthorities();
  const canAssign = can(authorities, 'assignFarms');
  const seesContacts = can(authorities, 'seeContactDetails');
  const farm = useFarmQuery(companyId, farmId);
  const users = useFarmUsersQuery(companyId, farmId);
  const add = useAddFarmUser(companyId, farmId);
  const remove = useRemoveFarmUser(companyId, farmId);
  const goBack = useGoBack(`/companies/${companyId}/farms`);

  let body;
  if (users.isPending) body = <LoadingState variant="list" rows={3} label="Loading the farm users…" />;
  else if (users.isError)
    body = <ErrorState error={users.error} message={screenMessages.loadFarmUsers} onRetry={() => void users.refetch()} />;
  else {
    const list = users.data;
    body = (
      <Stack gap="md">
        {canAssign ? (
          <Paper withBorder p="md">
            <AddFarmUser
              companyId={companyId}
              assignedIds={new Set(list.map((u) => u.externalId))}
              adding={add.isPending}
              onAdd={(email) => add.mutate(email)}
            />
          </Paper>
        ) : null}
        {list.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={28} />}
            title="No users on this farm"
            description={canAssign ? 'Add company users above; they will see the farm and its audits.' : undefined}
          />
        ) : (
          <Paper withBorder p={0} component="ul" aria-label="Farm users" style={{ listStyle: 'none', margin: 0, overflow: 'hidden' }}>
            {list.map((u, i) => (
              <Group
                key={u.externalId}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                px="md"
                py="sm"
                style={i ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {personName(u)}
                  </Text>
                  {u.email ? (
                    <Text size="sm" c="dimmed" truncate="end">
                      {u.email}
                    </Text>
                  ) : null}
                </Stack>
                {canAssign ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate({ externalId: u.externalId, email: u.email ?? personName(u) })}
                    loading={remove.isPending && remove.variables?.externalId === u.externalId}
                    aria-label={`Remove ${u.email ?? personName(u)} from the farm`}
                  >
                    Remove
                  </Button>
                ) : null}
              </Group>
            ))}
          </Paper>
        )}
        {list.length > 0 && !seesContacts ? (
          <Text size="sm" c="dimmed">
            {CONTACTS_HIDDEN}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={farm.data?.name ?? 'Farm'}
        title="Farm users"
        description="Users assigned to a farm see it and its audits."
        actions={
          <Button variant="default" onClick={goBack}>
            Back
          </Button>
        }
      />
      {body}
    </>
  );
}
