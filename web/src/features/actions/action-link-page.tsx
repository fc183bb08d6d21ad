import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { resolveRefusal } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import { ResolveActionModal } from '../../components/actions/resolve-action-modal.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuthorities, useSession } from '../../lib/use-session.ts';
import { useSurveyActionsQuery, useSurveyOfActionsQuery, type ActionItem } from './api/survey-actions.api.ts';
import { ActionCard } from './components/action-card.tsx';
import { ActionDueModal } from './components/action-due-modal.tsx';

/**
 * /actions/{surveyExtId}/{actionExtId}: the one action a reminder, an escalation or a digest links to (issue 28 item
 * 2), open or resolved, with a way to resolve it and to the audit's other actions.
 */
export function ActionLinkPage() {
  const { surveyExtId = '', actionExtId = '' } = useParams();
  const authorities = useAuthorities();
  const open = useSurveyActionsQuery(surveyExtId, false);
  const inOpen = open.data?.find((a) => a.externalId === actionExtId);
  const resolved = useSurveyActionsQuery(surveyExtId, true);
  const audit = useSurveyOfActionsQuery(surveyExtId).data;
  const action = inOpen ?? resolved.data?.find((a) => a.externalId === actionExtId);
  const [reviewing, setReviewing] = useState<ActionItem | null>(null);
  const [editingDue, setEditingDue] = useState<ActionItem | null>(null);
  const { company } = useSession();

  let body;
  if (action)
    body = (
      <ActionCard
        action={action}
        refusal={resolveRefusal(authorities, action.riskLevel)}
        onReview={setReviewing}
        onEditDue={setEditingDue}
      />
    );
  else if (open.isError || resolved.isError)
    body = <ErrorState error={open.error ?? resolved.error} message={screenMessages.loadActions} onRetry={() => void open.refetch()} />;
  else if (open.isPending || resolved.isPending) body = <LoadingState variant="list" rows={1} label="Loading the action…" />;
  else body = <EmptyState title="Action not found" description="It may have been deleted with its audit, or it is not yours to see." />;

  const id = encodeURIComponent(surveyExtId);
  return (
    <>
      {/* the farm and the audit, so a reader from a mail knows where the action stands */}
      <PageHeader title={audit?.surveyName ?? 'Action'} eyebrow={audit?.farmName} />
      <Stack gap="sm" maw={760}>
        {body}
        <Group gap="xs">
          <Button component={Link} to="/actions" variant="subtle" size="xs">
            All actions
          </Button>
          <Button component={Link} to={`/audit/audit-result/${id}`} variant="subtle" size="xs">
            Audit results
          </Button>
        </Group>
        {action?.closedAt ? (
          <Text size="sm" c="dimmed">
            This action is resolved.
          </Text>
        ) : null}
      </Stack>
      <ResolveActionModal action={reviewing} onClose={() => setReviewing(null)} />
      {company ? (
        <ActionDueModal
          action={editingDue}
          companyExtId={company.externalId}
          surveyExtId={surveyExtId}
          onClose={() => setEditingDue(null)}
        />
      ) : null}
    </>
  );
}
