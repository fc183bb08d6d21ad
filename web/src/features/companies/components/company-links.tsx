import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { IconActivity, IconKey, IconMapPin, IconUsers } from '../../../components/icons.tsx';

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
      <Button
        component={Link}
        to={`/companies/${companyId}/farms`}
        variant="default"
        leftSection={<IconMapPin size={16} />}
        rightSection={count(farmCount)}
      >
        Farms
      </Button>
      <Button
        component={Link}
        to={`/companies/${companyId}/users`}
        variant="default"
        leftSection={<IconUsers size={16} />}
        rightSection={count(userCount)}
      >
        Users
      </Button>
      {showSso ? (
        <Button component={Link} to={`/companies/${companyId}/sso`} variant="default" leftSection={<IconKey size={16} />}>
          Single sign-on
        </Button>
      ) : null}
      {showWebhooks ? (
        <Button component={Link} to={`/companies/${companyId}/webhooks`} variant="default" leftSection={<IconActivity size={16} />}>
          Webhooks
        </Button>
      ) : null}
    </Group>
  );
}
