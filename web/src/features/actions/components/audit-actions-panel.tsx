import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { screenMessages } from '@aquarisk/contract/messages';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { utcDay } from '@aquarisk/contract/action-due';
import type { ActionsFilters } from '../actions-filters.ts';
import { panelActions } from '../panel-actions.ts';
import { useSurveyActionsQuery, type ActionItem } from '../api/survey-actions.api.ts';
import { resolveRefusal } from '@aquarisk/contract/capabilities';
import { ActionCard } from './action-card.tsx';

export interface AuditActionsPanelProps {
  surveyExtId: string;
  history: boolean;
  filters: Pick<ActionsFilters, 'risk' | 'due' | 'owner' | 'dueFirst'>;
  onReview: (action: ActionItem) => void;
  onEditDue: (action: ActionItem) => void;
}

/** The actions of one audit, loaded when its accordion item opens. */
export function AuditActionsPanel({ surveyExtId, history, filters, onReview, onEditDue }: AuditActionsPanelProps) {
  const user = useSession().user;
  const authorities = user?.authorities ?? [];
  const query = useSurveyActionsQuery(surveyExtId, history);
  const id = encodeURIComponent(surveyExtId);
  let body;
  if (query.isPending) body = <LoadingState variant="list" rows={2} label="Loading the actions…" />;
  else if (query.isError)
    body = <ErrorState error={query.error} message={screenMessages.loadActions} onRetry={() => void query.refetch()} />;
  else {
    const actions = panelActions(query.data, filters, user?.externalId ?? null, utcDay(new Date()));
    body =
      actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {history ? 'No resolved actions in this audit.' : 'No open actions in this audit.'}
        </Text>
      ) : (
        actions.map((a) => (
          <ActionCard
            key={a.externalId}
            action={a}
            refusal={resolveRefusal(authorities, a.riskLevel)}
            onReview={onReview}
            onEditDue={onEditDue}
          />
        ))
      );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <Button component={Link} to={`/audit/audit-result/${id}`} variant="subtle" size="xs">
          Audit results
        </Button>
        <Button component="a" href={`/actions-report/${id}`} target="_blank" rel="noopener" variant="light" size="xs">
          Actions report
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
