import { Badge, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconActivity, IconKey, IconMapPin, IconUsers } from '../../../components/icons.tsx';

/** One of the company's pages, as a button with its icon (and a count on the right, where given). */
function PageLink({ to, icon, right, children }: { to: string; icon: ReactNode; right?: ReactNode; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={icon} rightSection={right}>
      {children}
    </Button>
  );
}

/** Links to the company's farms and users, with their counts. */
export function CompanyLinks({
  companyId,
  farmCount,
  userCount,
  showSso = false,
  showWebhooks = false,
}: {
  companyId: string;
  /** the company admin's link to the single sign-on settings (issue 28 item 4) */
  showSso?: boolean;
  /** the company admin's link to the webhooks (issue 28 item 3) */
  showWebhooks?: boolean;
  farmCount?: number | undefined;
  userCount?: number | undefined;
}) {
  const count = (n: number | undefined) =>
    n === undefined ? null : (
      <Badge size="sm" variant="light" color="ocean" circle={n < 10}>
        {n}
      </Badge>
    );
  return (
    <Group gap="sm">
      <PageLink to={`/companies/${companyId}/farms`} icon={<IconMapPin size={16} />} right={count(farmCount)}>
        Farms
      </PageLink>
      <PageLink to={`/companies/${companyId}/users`} icon={<IconUsers size={16} />} right={count(userCount)}>
        Users
      </PageLink>
      {showSso ? (
        <PageLink to={`/companies/${companyId}/sso`} icon={<IconKey size={16} />}>
          Single sign-on
        </PageLink>
      ) : null}
      {showWebhooks ? (
        <PageLink to={`/companies/${companyId}/webhooks`} icon={<IconActivity size={16} />}>
          Webhooks
        </PageLink>
      ) : null}
    </Group>
  );
}
