import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../lib/use-session.ts';

/** The audits list (spec 1 §2, at / and /audits). Its list arrives with the audits issue. */
export function AuditsPage() {
  const { user, company } = useSession();
  const canLaunch = can(user?.authorities ?? [], 'launchAudit');
  return (
    <>
      <PageHeader
        eyebrow={company?.name}
        title="Audits"
        actions={
          canLaunch ? (
            <Button component={Link} to="/audits/new">
              New Audit
            </Button>
          ) : null
        }
      />
      <EmptyState
        title="The audits list is not available yet"
        description="Aerial and sub-sea audits of your farms, with their scores and risk levels, will be listed here."
      />
    </>
  );
}
