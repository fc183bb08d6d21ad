import { Group, Menu, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { shellLabels } from '@aquarisk/contract/messages';
import { setCurrentCompany } from '../../lib/current-company.ts';
import type { CompanyRef } from '../../lib/session.ts';
import { useCompaniesQuery } from '../../lib/session-api.ts';
import { useSession } from '../../lib/use-session.ts';
import { IconBuilding, IconCheck, IconChevronDown, IconMapPin, IconTools, IconUsers } from '../icons.tsx';
import classes from './app-layout.module.css';

function CompanyName({ company }: { company: CompanyRef | null }) {
  return (
    <Text component="span" size="sm" fw={600} truncate="end" maw={{ base: 84, xs: 110, sm: 200 }} c="inherit">
      {company?.name ?? 'No company'}
    </Text>
  );
}

/**
 * The company dropdown of docs/requirements.md#core-2. Company and admin roles get Edit company, Farms and Users for the current
 * company; an admin also switches between companies (when there are several) and adds one. Others see the name only.
 */
export function CompanyMenu() {
  const { user, company } = useSession();
  const authorities = user?.authorities ?? [];
  const navigate = useNavigate();
  const companies = useCompaniesQuery().data ?? [];
  const canEdit = can(authorities, 'editCompany');
  const isAdmin = can(authorities, 'manageCompanies');

  if (!canEdit && !isAdmin) {
    return (
      <Group gap={8} wrap="nowrap" c="white" px={10} aria-label="Current company">
        <IconBuilding />
        <CompanyName company={company} />
      </Group>
    );
  }

  const switchTo = (next: CompanyRef) => {
    setCurrentCompany(next);
    // Back to the audits list, page 1, no filters (its filters live in the URL).
    void navigate('/');
  };
  const base = company ? `/companies/${company.externalId}` : null;

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.headerButton} aria-label={`Company menu: ${company?.name ?? 'no company'}`}>
          <IconBuilding />
          <CompanyName company={company} />
          <IconChevronDown size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {base && canEdit ? (
          <>
            <Menu.Label>{company?.name}</Menu.Label>
            <Menu.Item component={Link} to={base} leftSection={<IconTools size={16} />}>
              Edit company
            </Menu.Item>
            <Menu.Item component={Link} to={`${base}/farms`} leftSection={<IconMapPin size={16} />}>
              Farms
            </Menu.Item>
            <Menu.Item component={Link} to={`${base}/users`} leftSection={<IconUsers size={16} />}>
              Users
            </Menu.Item>
          </>
        ) : null}
        {isAdmin && companies.length > 1 ? (
          <>
            <Menu.Divider />
            <Menu.Label>Switch company</Menu.Label>
            <ScrollArea.Autosize mah={240} type="auto">
              {companies.map((c) => {
                const current = c.externalId === company?.externalId;
                return (
                  <Menu.Item
                    key={c.externalId}
                    onClick={() => switchTo(c)}
                    leftSection={current ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
                    aria-current={current ? 'true' : undefined}
                    fw={current ? 700 : undefined}
                  >
                    {c.name}
                  </Menu.Item>
                );
              })}
            </ScrollArea.Autosize>
          </>
        ) : null}
        {isAdmin ? (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/companies/new" c="ocean.7" fw={700}>
              {shellLabels.addCompany}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
