import { Stack } from '@mantine/core';
import { screenMessages } from '@aquarisk/contract/messages';
import { ErrorState } from '../../components/error-state.tsx';
import { initials } from '../../components/layout/initials.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useAccountQuery } from './api/account.api.ts';
import { AccountDetails } from './components/account-details.tsx';
import { ApiTokensCard } from './components/api-tokens-card.tsx';
import { ChangePasswordCard } from './components/change-password-card.tsx';
import { ActionMailCard } from './components/action-mail-card.tsx';

/** /account, from the user menu: who the user is, their roles and company, the password, mail settings and personal API tokens. */
export function AccountPage() {
  const account = useAccountQuery();
  const { company } = useSession();

  let body;
  if (account.isPending) body = <LoadingState variant="list" rows={2} />;
  else if (account.isError)
    body = <ErrorState error={account.error} message={screenMessages.loadAccount} onRetry={() => void account.refetch()} />;
  else {
    const user = account.data;
    body = (
      <Stack gap="lg">
        <AccountDetails user={user} company={company} initials={initials(user.fullName, user.email)} />
        <ChangePasswordCard email={user.email} />
        <ActionMailCard />
        <ApiTokensCard />
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title="Account" description="Your profile, roles and company in Aquarisk." />
      {body}
    </>
  );
}
