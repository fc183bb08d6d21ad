import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { can, canChangeRole, canEditMember, canProcessPersonalData } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconLock } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useAuthorities, useSession } from '../../lib/use-session.ts';
import { useCompanyUserQuery } from './api/company-user.api.ts';
import { useCreateUser, useUpdateUser } from './api/save-user.api.ts';
import { useCompanyFarmsQuery, useUserFarmsQuery } from './api/user-farms.api.ts';
import { UserForm, type UserFormValues } from './components/user-form.tsx';
import { userChanges } from './components/user-changes.ts';
import { PersonalDataPanel } from './components/personal-data-panel.tsx';

const emptyUser = { fullName: '', email: '', phone: '', roles: [], farmExtIds: [] };

/** /companies/{id}/users/{userId}: the user form; 'new' creates a user. */
export function UserFormPage() {
  const params = useParams();
  const companyId = params.companyId ?? '';
  const userId = params.userId && params.userId !== 'new' ? params.userId : null;
  const goBack = useGoBack(`/companies/${companyId}/users`);
  return userId ? <EditUser companyId={companyId} userId={userId} goBack={goBack} /> : <NewUser companyId={companyId} goBack={goBack} />;
}

function NewUser({ companyId, goBack }: { companyId: string; goBack: () => void }) {
  const create = useCreateUser(companyId);
  const manage = can(useAuthorities(), 'manageUsers');
  const submit = ({ fullName, email, phone }: UserFormValues) => create.mutate({ fullName, email, phone }, { onSuccess: goBack });
  return (
    <>
      <PageHeader eyebrow="User" title="New user" description="The new user receives an e-mail with a link to choose a password." />
      {manage ? (
        <UserForm
          initialValues={emptyUser}
          access={{ editable: true, editProfile: true, roles: null, farms: null }}
          saving={create.isPending}
          onSubmit={submit}
          onCancel={goBack}
        />
      ) : (
        <EmptyState
          icon={<IconLock size={28} />}
          title="You cannot add users"
          description="Ask an administrator of your company if you need to."
        />
      )}
    </>
  );
}

function EditUser({ companyId, userId, goBack }: { companyId: string; userId: string; goBack: () => void }) {
  const authorities = useAuthorities();
  const me = useSession().user;
  const manage = can(authorities, 'manageUsers');
  const assign = can(authorities, 'assignFarms');
  const user = useCompanyUserQuery(companyId, userId);
  const userFarms = useUserFarmsQuery(companyId, userId, assign);
  const companyFarms = useCompanyFarmsQuery(companyId, assign);
  const update = useUpdateUser(companyId, userId);

  const failed = user.isError ? user : userFarms.isError ? userFarms : companyFarms.isError ? companyFarms : null;
  if (failed) {
    const message =
      failed === user ? screenMessages.loadUser : failed === userFarms ? screenMessages.loadUserFarms : screenMessages.loadCompanyFarms;
    return (
      <>
        <PageHeader eyebrow="User" title="User" />
        <ErrorState error={failed.error} message={message} onRetry={() => void failed.refetch()} />
      </>
    );
  }
  if (!user.data || (assign && (userFarms.isPending || companyFarms.isPending))) {
    return (
      <>
        <PageHeader eyebrow="User" title="User" />
        <LoadingState variant="list" rows={3} label="Loading the user…" />
      </>
    );
  }

  const { user: profile, roles } = user.data;
  const initialValues = {
    fullName: profile.fullName ?? '',
    email: profile.email,
    phone: profile.phone ?? '',
    roles,
    farmExtIds: (userFarms.data ?? []).map((f) => f.externalId),
  };
  // Only an admin changes an admin's profile or roles (the server refuses anyone else); farms stay assignable.
  const lockedAdmin = !canEditMember(authorities, roles);
  const access = {
    editable: (!lockedAdmin && (manage || can(authorities, 'setRoles'))) || assign,
    editProfile: manage && !lockedAdmin,
    roles: { canChange: (role: string) => !lockedAdmin && canChangeRole(authorities, role) },
    farms: assign ? (companyFarms.data ?? []).map((f) => ({ value: f.externalId, label: f.name })) : null,
  };
  const submit = (values: UserFormValues) => {
    const changes = userChanges(initialValues, values, { farms: assign });
    if (!changes.profile && !changes.roles && !changes.farmExtIds) return goBack();
    update.mutate(changes, { onSuccess: goBack });
  };

  return (
    <>
      <PageHeader eyebrow="User" title={profile.fullName?.trim() || profile.email} description={profile.email} />
      <UserForm key={userId} initialValues={initialValues} access={access} saving={update.isPending} onSubmit={submit} onCancel={goBack} />
      {canProcessPersonalData(authorities, roles) ? (
        <Box mt="lg">
          <PersonalDataPanel companyId={companyId} user={profile} mayErase={profile.externalId !== me?.externalId} />
        </Box>
      ) : null}
    </>
  );
}
