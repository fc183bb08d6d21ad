import { useMemo } from 'react';
import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import type { FarmValues } from '@aquarisk/contract/schemas/farm-input.schema';
import type { Person } from '@aquarisk/contract/schemas/user.schema';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { IconLock } from '../../components/icons.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ScheduleBadge } from '../../components/schedule-badge.tsx';
import { notifySuccess } from '../../lib/alerts.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useAuthorities, useSession } from '../../lib/use-session.ts';
import { useCompanyUsersQuery } from '../../lib/company-users-api.ts';
import { useFarmUsersQuery } from './api/farm-users.api.ts';
import { useFarmQuery } from './api/get-farm.api.ts';
import { useSaveFarm } from './api/save-farm.api.ts';
import { FarmForm } from './components/farm-form.tsx';
import { FarmScheduleSection } from './components/farm-schedule-section.tsx';
import { FarmHistory } from './components/farm-history.tsx';
import { farmToFormValues } from './components/farm-form-values.ts';

/** /companies/{id}/farms/{farmId}: the farm form; 'new' creates a farm, assigned by default to the current user. */
export function FarmFormPage() {
  const params = useParams();
  const companyId = params.companyId ?? '';
  const farmId = params.farmId && params.farmId !== 'new' ? params.farmId : null;
  const authorities = useAuthorities();
  const me = useSession().user;
  const canAssign = can(authorities, 'assignFarms');
  const farm = useFarmQuery(companyId, farmId);
  const farmUsers = useFarmUsersQuery(companyId, farmId);
  const companyUsers = useCompanyUsersQuery(companyId, screenMessages.loadUsers, canAssign);
  const save = useSaveFarm(companyId, farmId);
  const goBack = useGoBack(`/companies/${companyId}/farms`);

  const loading = (farmId !== null && (farm.isPending || farmUsers.isPending)) || (canAssign && companyUsers.isPending);
  const failed = [
    farmId !== null && farm.isError && farm,
    farmId !== null && farmUsers.isError && farmUsers,
    canAssign && companyUsers.isError && companyUsers,
  ].find(Boolean);

  const assigned = useMemo<Person[]>(() => {
    if (farmId) return farmUsers.data ?? [];
    return me ? [{ externalId: me.externalId, fullName: me.fullName, email: me.email, username: me.username, phone: me.phone }] : [];
  }, [farmId, farmUsers.data, me]);

  const members = companyUsers.data ?? [];
  // A new farm is assigned to the current user, when that user belongs to the company (docs/requirements.md#core-2).
  const defaultIds = me && members.some((m) => m.user.externalId === me.externalId) ? [me.externalId] : [];
  // useForm reads these once, on mount: refetches never reset what the user typed.
  const initialValues = loading || failed ? null : farmToFormValues(farm.data, farmId ? assigned.map((u) => u.externalId) : defaultIds);

  const title = farmId ? (farm.data?.name ?? 'Farm') : 'New farm';
  let body;
  if (!farmId && !can(authorities, 'editFarms')) {
    body = (
      <EmptyState
        icon={<IconLock size={28} />}
        title="You cannot add farms"
        description="Ask an administrator of your company if you need to."
      />
    );
  } else if (failed) {
    const message =
      failed === farm ? screenMessages.loadFarmDetails : failed === farmUsers ? screenMessages.loadFarmUsers : screenMessages.loadUsers;
    body = <ErrorState error={failed.error} message={message} onRetry={() => void failed.refetch()} />;
  } else if (!initialValues) body = <LoadingState variant="list" rows={4} label="Loading the farm…" />;
  else {
    const submit = (values: FarmValues) =>
      save.mutate(values, {
        onSuccess: () => {
          notifySuccess(successMessages.farmSaved);
          goBack();
        },
      });
    body = (
      <FarmForm
        initialValues={initialValues}
        companyUsers={canAssign ? (companyUsers.data ?? []) : null}
        assigned={assigned}
        editable={can(authorities, 'editFarms')}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={goBack}
      />
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Farm"
        title={title}
        description={farmId ? undefined : 'Add a farm: where it is, what it raises and what it is worth.'}
        actions={farmId ? <ScheduleBadge schedule={farm.data?.schedule} size="lg" data-testid="farm-header-schedule" /> : undefined}
      />
      {body}
      {farmId && farm.data && initialValues ? (
        <Box mt="xl">
          <FarmScheduleSection
            key={`${farm.data.schedule?.kind}-${farm.data.schedule?.cycleDate}`}
            companyId={companyId}
            farmId={farmId}
            farmName={farm.data.name}
            schedule={farm.data.schedule}
            editable={can(authorities, 'editFarms')}
          />
        </Box>
      ) : null}
      {farmId && !failed && initialValues ? <FarmHistory companyExtId={companyId} farmExtId={farmId} /> : null}
    </>
  );
}
