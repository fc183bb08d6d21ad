import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { can, canEditMember } from '@aquarisk/contract/capabilities';
import { confirmMessages, screenMessages, successMessages } from '@aquarisk/contract/messages';
import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { countOf } from '@aquarisk/contract/plural';
import { ConfirmDelete } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconPlus, IconUsers } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { notifySuccess } from '../../lib/alerts.ts';
import { useCompaniesQuery } from '../../lib/session-api.ts';
import { useSession } from '../../lib/use-session.ts';
import { useCompanyUsersQuery } from '../../lib/company-users-api.ts';
import { useDeleteUser } from './api/delete-user.api.ts';
import { UserRow } from './components/user-row.tsx';
import classes from './components/user-list.module.css';

/** /companies/{id}/users: the company's users (docs/requirements.md#core-2, Company users list). */
export function UsersPage() {
  const companyId = useParams().companyId ?? '';
  const me = useSession().user;
  const manage = can(me?.authorities ?? [], 'manageUsers');
  const companyName = useCompaniesQuery().data?.find((c) => c.externalId === companyId)?.name;
  const users = useCompanyUsersQuery(companyId, screenMessages.loadCompanyUsers);
  const remove = useDeleteUser(companyId);
  const [deleting, setDeleting] = useState<CompanyUser | null>(null);
  const [confirming, setConfirming] = useState(false);
  const base = `/companies/${companyId}/users`;
  const newUser = manage ? (
    <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} />}>
      New user
    </Button>
  ) : null;

  // Nobody deletes themselves, and only an admin removes an admin (the server refuses otherwise).
  const mayDelete = ({ user, roles }: CompanyUser) =>
    manage && user.externalId !== me?.externalId && canEditMember(me?.authorities ?? [], roles);
  const askDelete = (entry: CompanyUser) => {
    setDeleting(entry);
    setConfirming(true);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.user, { onSuccess: () => notifySuccess(successMessages.userDeleted), onSettled: () => setConfirming(false) });
  };

  let body;
  if (users.isPending) body = <LoadingState variant="list" rows={5} label="Loading the company users…" />;
  else if (users.isError)
    body = <ErrorState error={users.error} message={screenMessages.loadCompanyUsers} onRetry={() => void users.refetch()} />;
  else if (users.data.length === 0)
    body = (
      <EmptyState
        icon={<IconUsers size={28} />}
        title="No users yet"
        description="Add the people who audit, manage or follow this company's farms."
        actions={newUser}
      />
    );
  else {
    body = (
      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="md" py="sm" bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Text fw={650} c="navy.9">
            Total no of users
          </Text>
          <Badge size="lg" variant="light" color="ocean" aria-label={countOf(users.data.length, 'user')}>
            {users.data.length}
          </Badge>
        </Group>
        <ul className={classes.list} aria-label="Users">
          {users.data.map((entry) => (
            <UserRow
              key={entry.user.externalId}
              entry={entry}
              editHref={`${base}/${entry.user.externalId}`}
              {...(mayDelete(entry) ? { onDelete: askDelete } : {})}
            />
          ))}
        </ul>
      </Paper>
    );
  }

  return (
    <Stack gap={0}>
      <PageHeader eyebrow={companyName} title="Users" description="People of this company and the roles they hold." actions={newUser} />
      {body}
      <ConfirmDelete
        what="user"
        opened={confirming}
        message={deleting ? confirmMessages.deleteUser(deleting.user.email, deleting.user.fullName ?? '', deleting.farmCount ?? 0) : ''}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
